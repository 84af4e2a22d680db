import { Module } from '@nestjs/common';
import { AssignTeacherHandler } from './commands/assign-teacher/assign-teacher.handler.js';
import { CreateClassHandler } from './commands/create-class/create-class.handler.js';
import { CreateGradeHandler } from './commands/create-grade/create-grade.handler.js';
import { EnrolStudentHandler } from './commands/enrol-student/enrol-student.handler.js';
import { RegisterSchoolHandler } from './commands/register-school/register-school.handler.js';

/** Schools, grades and classes. Admin endpoints arrive with the school-administration issue. */
@Module({
  providers: [
    RegisterSchoolHandler,
    CreateGradeHandler,
    CreateClassHandler,
    AssignTeacherHandler,
    EnrolStudentHandler,
  ],
})
export class SchoolsModule {}
