import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AssignTeacherController } from './commands/assign-teacher/assign-teacher.controller.js';
import { AssignTeacherHandler } from './commands/assign-teacher/assign-teacher.handler.js';
import { ChangeClassStatusController } from './commands/change-class-status/change-class-status.controller.js';
import { ChangeClassStatusHandler } from './commands/change-class-status/change-class-status.handler.js';
import { ChangeGradeStatusController } from './commands/change-grade-status/change-grade-status.controller.js';
import { ChangeGradeStatusHandler } from './commands/change-grade-status/change-grade-status.handler.js';
import { ChangeStudentStatusController } from './commands/change-student-status/change-student-status.controller.js';
import { ChangeStudentStatusHandler } from './commands/change-student-status/change-student-status.handler.js';
import { ClassCommands } from './commands/class-commands.js';
import { CreateClassController } from './commands/create-class/create-class.controller.js';
import { CreateClassHandler } from './commands/create-class/create-class.handler.js';
import { CreateGradeController } from './commands/create-grade/create-grade.controller.js';
import { CreateGradeHandler } from './commands/create-grade/create-grade.handler.js';
import { DeleteClassController } from './commands/delete-class/delete-class.controller.js';
import { DeleteClassHandler } from './commands/delete-class/delete-class.handler.js';
import { DeleteGradeController } from './commands/delete-grade/delete-grade.controller.js';
import { DeleteGradeHandler } from './commands/delete-grade/delete-grade.handler.js';
import { EnrolStudentHandler } from './commands/enrol-student/enrol-student.handler.js';
import { MoveStudentController } from './commands/move-student/move-student.controller.js';
import { MoveStudentHandler } from './commands/move-student/move-student.handler.js';
import { RegisterSchoolHandler } from './commands/register-school/register-school.handler.js';
import { RemoveStudentController } from './commands/remove-student/remove-student.controller.js';
import { RemoveStudentHandler } from './commands/remove-student/remove-student.handler.js';
import { UpdateClassController } from './commands/update-class/update-class.controller.js';
import { UpdateClassHandler } from './commands/update-class/update-class.handler.js';
import { UpdateGradeController } from './commands/update-grade/update-grade.controller.js';
import { UpdateGradeHandler } from './commands/update-grade/update-grade.handler.js';
import {
  SqliteClassInvitationsReader,
  SqliteTeacherInvitationsReader,
} from './invitations/readers/invitation-readers.js';
import { ClassMembership } from './membership/class-membership.js';
import { GetClassController } from './queries/get-class/get-class.controller.js';
import { GetClassHandler } from './queries/get-class/get-class.handler.js';
import { GetOverviewController } from './queries/get-overview/get-overview.controller.js';
import { GetOverviewHandler } from './queries/get-overview/get-overview.handler.js';
import { GetPlanController } from './queries/get-plan/get-plan.controller.js';
import { GetPlanHandler } from './queries/get-plan/get-plan.handler.js';
import { GetStudentController } from './queries/get-student/get-student.controller.js';
import { GetStudentHandler } from './queries/get-student/get-student.handler.js';
import { ListClassesController } from './queries/list-classes/list-classes.controller.js';
import { ListClassesHandler } from './queries/list-classes/list-classes.handler.js';
import { ListGradesController } from './queries/list-grades/list-grades.controller.js';
import { ListGradesHandler } from './queries/list-grades/list-grades.handler.js';
import { ListStudentsController } from './queries/list-students/list-students.controller.js';
import { ListStudentsHandler } from './queries/list-students/list-students.handler.js';
import { ListTeachersController } from './queries/list-teachers/list-teachers.controller.js';
import { ListTeachersHandler } from './queries/list-teachers/list-teachers.handler.js';
import { ClassAccess } from './tenancy/class-access.js';
import { ClassInvitationsReader } from './tenancy/class-invitations-reader.js';
import { TeacherInvitationsReader } from './tenancy/teacher-invitations-reader.js';
import { TenantResolver } from './tenancy/tenant.js';

/**
 * Schools, grades, classes, teachers and students (issue 5): the administration of a manager, a
 * school teacher (their own classes) and a private teacher (their own workspace). Exports the
 * tenancy and membership services the invitations part builds on.
 */
@Module({
  imports: [CqrsModule],
  controllers: [
    AssignTeacherController,
    ChangeClassStatusController,
    ChangeGradeStatusController,
    ChangeStudentStatusController,
    CreateClassController,
    CreateGradeController,
    DeleteClassController,
    DeleteGradeController,
    MoveStudentController,
    RemoveStudentController,
    UpdateClassController,
    UpdateGradeController,
    GetClassController,
    GetOverviewController,
    GetPlanController,
    GetStudentController,
    ListClassesController,
    ListGradesController,
    ListStudentsController,
    ListTeachersController,
  ],
  providers: [
    AssignTeacherHandler,
    ChangeClassStatusHandler,
    ChangeGradeStatusHandler,
    ChangeStudentStatusHandler,
    CreateClassHandler,
    CreateGradeHandler,
    DeleteClassHandler,
    DeleteGradeHandler,
    EnrolStudentHandler,
    MoveStudentHandler,
    RegisterSchoolHandler,
    RemoveStudentHandler,
    UpdateClassHandler,
    UpdateGradeHandler,
    GetClassHandler,
    GetOverviewHandler,
    GetPlanHandler,
    GetStudentHandler,
    ListClassesHandler,
    ListGradesHandler,
    ListStudentsHandler,
    ListTeachersHandler,
    TenantResolver,
    ClassAccess,
    ClassCommands,
    ClassMembership,
    // The invitations part's readers (their InviteLinks comes from the global InvitationsModule).
    { provide: ClassInvitationsReader, useClass: SqliteClassInvitationsReader },
    { provide: TeacherInvitationsReader, useClass: SqliteTeacherInvitationsReader },
  ],
  exports: [TenantResolver, ClassAccess, ClassMembership],
})
export class SchoolsModule {}
