/** Every call of spec section 7, once. Both apps import these; no path is typed twice. */
export const ApiPaths = {
  // Site and content
  videoList: '/atelier/video/list',
  homeData: '/atelier/home/data',
  blogData: '/atelier/blog/data',
  cooperationCaseList: '/atelier/cooperation-case/list',
  video: '/ajax/video',
  regions: '/ajax/regions',
  banners: '/ajax/banners',
  otherBanners: '/ajax/other/banners',
  convertPdfToImages: '/ajax/covert-pdf-to-images',
  articleList: '/about/article/list',
  articleData: '/about/article/data',
  // Forms and checks
  advice: '/ajax/advice',
  ambassador: '/ajax/ambassador',
  checkUserEmail: '/ajax/check-user-email',
  verifyCouponCode: '/ajax/verify-couponcode',
  consultRegions: '/www/consult/regions',
  consultAdvice: '/www/consult/advice',
  consultContact: '/www/consult/contact',
  /** The demo request form of the new landing page (issue 4; not a call of section 7). */
  demoRequest: '/ajax/demo-request',
  // Speech
  azRecognition: '/ajax/az-recognition',
  iflytekRecognition: '/ajax/iflytek-recognition',
  iflytekExpansion: '/ajax/iflytek-expansion',
  iflytekTts: '/ajax/iflytek-tts',
  // User
  sendRegisterEmail: '/atelier/user/send-register-email',
  validCaptcha: '/atelier/user/valid-captcha',
  register: '/atelier/user/register',
  sendFindPwdEmail: '/atelier/user/send-findpwd-email',
  resetPwd: '/atelier/user/reset-pwd',
  login: '/atelier/user/login',
  socialLogin: '/atelier/user/social-login',
  logout: '/atelier/user/logout',
  validate: '/atelier/user/validate',
  update: '/atelier/user/update',
  messageList: '/atelier/user/message-list',
  // Partner
  kenyaLogin: '/atelier/external/auth/kenya/login',
  // Plan state of the logged-in user (issue 5)
  plan: '/atelier/user/plan',
} as const;
export type ApiPath = (typeof ApiPaths)[keyof typeof ApiPaths];

/**
 * School administration (issue 5). Templates with `:params`, used as they are by the server's
 * route decorators and filled by the client with `fillPath`. The tenant is always the caller's.
 */
export const SchoolAdminPaths = {
  overview: '/atelier/school/overview',
  grades: '/atelier/school/grades',
  grade: '/atelier/school/grades/:gradeId',
  gradeStatus: '/atelier/school/grades/:gradeId/status',
  classes: '/atelier/school/classes',
  class: '/atelier/school/classes/:classId',
  classStatus: '/atelier/school/classes/:classId/status',
  classTeacher: '/atelier/school/classes/:classId/teacher',
  classInviteLink: '/atelier/school/classes/:classId/invite-link',
  classInviteEmails: '/atelier/school/classes/:classId/invite-emails',
  teachers: '/atelier/school/teachers',
  teacherInvitations: '/atelier/school/teachers/invitations',
  students: '/atelier/school/students',
  student: '/atelier/school/students/:studentId',
  studentMove: '/atelier/school/students/:studentId/move',
  studentRemove: '/atelier/school/students/:studentId/remove',
  studentStatus: '/atelier/school/students/:studentId/status',
  /** Public: what an invitation is, before anyone logs in. */
  invitation: '/atelier/invite/:token',
  /** Logged in: the caller accepts the invitation (joins the class or the school). */
  invitationAccept: '/atelier/invite/:token/accept',
} as const;
export type SchoolAdminPath = (typeof SchoolAdminPaths)[keyof typeof SchoolAdminPaths];

/** Fills a path template's `:params` (each value URI-encoded); a missing value throws. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** The web page an invitation's e-mail or class link opens. */
export const INVITE_PAGE_PATH = '/invite';

/** Prefixes owned by the API: an unknown path under them answers a 404 envelope, never the SPA. */
export const API_PREFIXES = ['/atelier', '/ajax', '/www', '/about'] as const;

/** The OpenAPI document and its UI. */
export const OPENAPI_PATH = '/api/docs';

/**
 * `/about` is shared: the article calls live under `/about/article/`, every other `/about/...`
 * path is a page of the web app (`/about/{article url}`, and `/about/#/{article url}` of spec
 * section 2, which reaches the server as `/about/`).
 */
export const ABOUT_API_PREFIX = '/about/article/';

export function isApiPath(pathname: string): boolean {
  if (pathname === '/about' || pathname.startsWith('/about/')) {
    return pathname.startsWith(ABOUT_API_PREFIX);
  }
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
