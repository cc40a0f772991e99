/** Every limit and constant of the spec, defined once (DESIGN.md rule 2). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;
export const BIO_MAX_LENGTH = 2_000;
export const TEXT_MAX_LENGTH = 10_000;
export const JSON_BODY_LIMIT_BYTES = 1_048_576;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const LOGIN_FAILURES_PER_MINUTE = 10;

export const INVITATION_LIFETIME_DAYS = 7;
export const FREE_TIER_MEMBERS = 5;
export const APP_VERSION = '1.0.0';

/** Client cache lifetimes (doc 1 §9). */
export const CACHE_TTL_DEFAULT_MS = 300_000;
export const CACHE_TTL_DASHBOARD_MS = 120_000;
export const CACHE_TTL_PROJECTS_MS = 600_000;
export const CACHE_SWEEP_INTERVAL_MS = 300_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export const TOAST_DEFAULT_MS = 4_000;
export const TOAST_EXIT_MS = 300;
export const COPIED_FLAG_MS = 2_000;
export const BADGE_CAP = 99;
export const SIDEBAR_BADGE_CAP = 9;

export const DASHBOARD_RECENT_PROJECTS = 3;
export const DASHBOARD_DUE_FIRST_TASKS = 10;
export const CALENDAR_TASKS_PER_DAY = 3;
export const TIMELINE_BAR_DAYS = 14;
export const WEEK_DAYS = 7;

export const AUDIO_MAX_BYTES = 26_214_400;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
