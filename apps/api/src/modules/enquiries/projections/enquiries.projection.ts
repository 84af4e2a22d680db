import type { EnquiryKind } from '@atelier/contracts';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../../../infrastructure/event-store/event.js';
import type { EnquirySubmission } from '../commands/submit-enquiry/submit-enquiry.command.js';
import type { EnquiryEvent } from '../domain/enquiry.events.js';

/**
 * The form's values as columns of the `enquiries` read model. Columns rather than one JSON
 * payload: the sales team can query and export them, an erasure request deletes by e-mail, and a
 * test can read every stored field back by name. A form leaves the columns it has no field for
 * NULL.
 */
export interface EnquiryColumns {
  email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  phone: string | null;
  institution_name: string | null;
  school_name: string | null;
  country_code: string | null;
  region_code: string | null;
  city: string | null;
  student_count: number | null;
  student_age_range: string | null;
  /** JSON array of ENQUIRY_NEED_FUNCTIONS keys. */
  need_functions: string | null;
  message: string | null;
  social_media_name: string | null;
  child_age: number | null;
  demo_language: string | null;
  preferred_time_slot: string | null;
  /** When the visitor ticked the consent box (the forms that have one). */
  consent_at: string | null;
}

/** A row of `enquiries`. */
export interface EnquiryRow extends EnquiryColumns {
  id: string;
  kind: EnquiryKind;
  created_at: string;
  lang: string;
  mail_status: 'pending' | 'sent' | 'failed';
  mailed_at: string | null;
}

const NONE: Omit<EnquiryColumns, 'email'> = {
  first_name: null,
  last_name: null,
  full_name: null,
  phone: null,
  institution_name: null,
  school_name: null,
  country_code: null,
  region_code: null,
  city: null,
  student_count: null,
  student_age_range: null,
  need_functions: null,
  message: null,
  social_media_name: null,
  child_age: null,
  demo_language: null,
  preferred_time_slot: null,
  consent_at: null,
};

/** Every field of every form lands in a column: nothing a visitor typed is dropped. */
export function enquiryColumns(submission: EnquirySubmission, at: string): EnquiryColumns {
  switch (submission.kind) {
    case 'institution': {
      const f = submission.form;
      const place = f.countryRegion;
      return {
        ...NONE,
        email: f.institutionEmail,
        first_name: f.institutionPersonFirstName,
        last_name: f.institutionPersonLastName,
        phone: f.institutionPhone,
        institution_name: f.institutionName,
        country_code: place.slice(0, 2),
        region_code: place.length > 2 ? place : null,
        city: f.city,
        student_count: f.institutionStudentNumber,
        need_functions: JSON.stringify(f.needFunctions),
        consent_at: at,
      };
    }
    case 'contact': {
      const f = submission.form;
      return {
        ...NONE,
        email: f.email,
        first_name: f.firstName,
        last_name: f.lastName,
        message: f.message ?? null,
      };
    }
    case 'consultation': {
      const f = submission.form;
      return {
        ...NONE,
        email: f.email,
        first_name: f.firstName,
        last_name: f.lastName,
        phone: f.phone,
        institution_name: f.institutionName,
        country_code: f.country,
        city: f.city,
        student_count: f.studentCount,
        student_age_range: f.studentAgeRange,
        message: f.message ?? null,
        social_media_name: f.socialMediaName,
      };
    }
    case 'ambassador': {
      const f = submission.form;
      return {
        ...NONE,
        email: f.email,
        full_name: f.name,
        phone: f.phone,
        school_name: f.school,
        student_age_range: f.studentAgeRange,
      };
    }
    case 'demo': {
      const f = submission.form;
      return {
        ...NONE,
        email: f.email,
        full_name: f.contactName,
        phone: f.phone ?? null,
        child_age: f.childAge,
        demo_language: f.demoLanguage,
        preferred_time_slot: f.preferredTimeSlot,
        consent_at: at,
      };
    }
    default: {
      const unknown: never = submission;
      return unknown;
    }
  }
}

/**
 * Updates the `enquiries` read model in the command's transaction. The event carries no personal
 * data, so the handler passes the form along. Idempotent: the same event again changes nothing.
 */
export async function projectEnquiryEvents(
  manager: Pick<EntityManager, 'query'>,
  events: readonly StoredEvent<EnquiryEvent>[],
  submission: EnquirySubmission,
): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'EnquirySubmitted': {
        const row: Omit<EnquiryRow, 'mail_status' | 'mailed_at'> = {
          id: event.data.enquiryId,
          kind: event.data.kind,
          created_at: event.occurredAt,
          lang: event.metadata.lang,
          ...enquiryColumns(submission, event.occurredAt),
        };
        const columns = Object.keys(row);
        await manager.query(
          `INSERT INTO enquiries (${columns.join(', ')})
           VALUES (${columns.map(() => '?').join(', ')})
           ON CONFLICT (id) DO NOTHING`,
          Object.values(row),
        );
        break;
      }
      default: {
        const unknown: never = event.type;
        throw new Error(`unprojected event ${String(unknown)}`);
      }
    }
  }
}
