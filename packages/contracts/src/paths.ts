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
} as const;
export type ApiPath = (typeof ApiPaths)[keyof typeof ApiPaths];

/** Prefixes owned by the API: an unknown path under them answers a 404 envelope, never the SPA. */
export const API_PREFIXES = ['/atelier', '/ajax', '/www', '/about'] as const;

/** The OpenAPI document and its UI. */
export const OPENAPI_PATH = '/api/docs';

/**
 * Pages whose path sits under an API prefix: `/about/#/{article url}` (spec section 2) reaches the
 * server as `/about/`, and must load the web app, not a 404 envelope.
 */
export const PAGE_PATHS_UNDER_API_PREFIXES = ['/about', '/about/'] as const;

export function isApiPath(pathname: string): boolean {
  if ((PAGE_PATHS_UNDER_API_PREFIXES as readonly string[]).includes(pathname)) return false;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
