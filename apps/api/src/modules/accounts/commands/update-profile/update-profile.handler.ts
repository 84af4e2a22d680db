import { AVATAR_UPLOAD, type Profile } from '@atelier/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { CommandRunner } from '../../../../infrastructure/cqrs/command-runner.js';
import { DomainError } from '../../../../infrastructure/http/domain-error.js';
import { removeAvatar, writeAvatar } from '../../avatars/avatar-files.js';
import { detectAvatarFormat } from '../../avatars/image-type.js';
import { accountDecider } from '../../domain/account.decider.js';
import type { ProfileField } from '../../domain/account.events.js';
import { hashPassword, verifyPassword } from '../../domain/password.js';
import { projectAccountEvents, type ProfileValues } from '../../projections/users.projection.js';
import { findUserById, type UserRow } from '../../read-model/user-row.js';
import { userStream } from '../../sessions/open-session.js';
import { GetProfileQuery } from '../../queries/get-profile/get-profile.query.js';
import { UpdateProfileCommand, type UpdateProfileValues } from './update-profile.command.js';

/**
 * `POST /atelier/user/update`: names, gender, birth date, country, avatar, and a password change
 * that needs the old password. Order matters for "a refused upload stores nothing": the picture
 * is checked by content first, the decision (old password) is taken before anything is written,
 * and the file is written inside the transaction's projection and removed again if it rolls back.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, Profile> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly runner: CommandRunner,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ payload, context }: UpdateProfileCommand): Promise<Profile> {
    const { userId, sessionId, form, avatar } = payload;
    const format = avatar ? detectAvatarFormat(avatar) : null;
    if (avatar && (!format || avatar.length === 0 || avatar.length > AVATAR_UPLOAD.maxBytes)) {
      throw new DomainError('pictureInvalid');
    }
    const user = await findUserById(this.db, userId);
    if (!user) throw new DomainError('unauthorized');

    const changingPassword = form.newPassword !== '';
    const oldPasswordMatches = changingPassword
      ? await verifyPassword(form.oldPassword, user.password_hash)
      : false;
    const passwordHash =
      changingPassword && oldPasswordMatches ? await hashPassword(form.newPassword) : undefined;

    const profile = changedValues(user, form);
    const changedFields = (Object.keys(profile) as (keyof ProfileValues)[]).map(fieldOf);
    if (avatar) changedFields.push('avatar');

    let written: string | null = null;
    try {
      await this.runner.run({
        ...userStream(userId),
        decider: accountDecider,
        command: {
          type: 'UpdateProfile',
          userId,
          changedFields,
          passwordChange: changingPassword
            ? { oldPasswordMatches, keptSessionId: sessionId }
            : null,
        },
        context,
        project: async (manager, events) => {
          if (avatar && format) {
            written = await writeAvatar(this.config.uploadsDir, avatar, format);
            profile.avatarPath = written;
          }
          await projectAccountEvents(manager, events, { profile, passwordHash });
        },
      });
    } catch (error) {
      if (written) await removeAvatar(this.config.uploadsDir, written);
      throw error;
    }
    if (written && user.avatar_path) await removeAvatar(this.config.uploadsDir, user.avatar_path);
    return this.queries.execute(new GetProfileQuery(userId));
  }
}

const FIELD_OF: Record<keyof ProfileValues, ProfileField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  gender: 'gender',
  birthDate: 'birthDate',
  country: 'country',
  avatarPath: 'avatar',
};

function fieldOf(key: keyof ProfileValues): ProfileField {
  return FIELD_OF[key];
}

/** The form's values that differ from the stored ones; an absent optional field is unchanged. */
function changedValues(user: UserRow, form: UpdateProfileValues): ProfileValues {
  const values: ProfileValues = {};
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  if (firstName !== user.first_name) values.firstName = firstName;
  if (lastName !== user.last_name) values.lastName = lastName;
  if (form.gender !== undefined && form.gender !== user.gender) values.gender = form.gender;
  if (form.birthDate !== undefined && form.birthDate !== user.birth_date) {
    values.birthDate = form.birthDate;
  }
  if (form.country !== undefined) {
    const country = form.country.trim().toUpperCase() || null;
    if (country !== user.country) values.country = country;
  }
  return values;
}
