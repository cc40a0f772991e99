/** Every limit and constant of the product, defined once here and imported, never repeated. */

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

/**
 * The calendar a request may name: every date, datetime and timestamp falls between these days
 * (inclusive). Wider than any real plan or record, narrow enough that date arithmetic (next day,
 * end of week, time zones) never leaves what JavaScript and PostgreSQL both represent.
 */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2999-12-31';
/**
 * The largest board position a client may send (either sign). Columns stay near 1..n (new cards go
 * to max + 1, crowded columns are renumbered), so this leaves ample room and keeps sums exact.
 */
export const TASK_POSITION_MAX = 1e12;
/** The largest estimate a task may carry, in points (fractions such as 0.5 allowed). */
export const TASK_ESTIMATE_MAX = 1000;
/** The longest sprint goal: a sentence or two, not a plan. */
export const SPRINT_GOAL_MAX_LENGTH = 1000;
/** The longest a single time entry may last: a forgotten timer, not a career. */
export const TIME_ENTRY_MAX_DAYS = 31;
/**
 * After how many days without a change an open task counts as stalled: each project picks a whole
 * number in this range, starting from the default.
 */
export const STALLED_AFTER_DAYS_MIN = 1;
export const STALLED_AFTER_DAYS_MAX = 365;
export const STALLED_AFTER_DAYS_DEFAULT = 7;

/**
 * The earlier product's client cache lifetimes; the web keeps no timed cache (live frames keep
 * its query caches fresh), see docs/PRODUCT.md, Response cache.
 */
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

/** Avatars: the largest upload, and the two square sizes the server stores. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_SMALL_SIZE_PX = 64;
/** The avatar image types accepted, judged by content. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Realtime (docs/PRODUCT.md, Realtime connection). */
export const REALTIME_PROTOCOL_VERSION = 1;
export const REALTIME_PING_INTERVAL_MS = 30_000;
export const REALTIME_MAX_RECONNECT_ATTEMPTS = 5;
export const REALTIME_RECONNECT_BASE_MS = 1_000;
export const REALTIME_RECONNECT_CAP_MS = 30_000;
/** Largest frame a client may send; larger ones close the socket with 1009. */
export const REALTIME_MAX_FRAME_BYTES = 64 * 1024;
/** Frames a second one socket may send before it is warned, then closed with 1008. */
export const REALTIME_MAX_FRAMES_PER_SECOND = 50;
/** Unsent bytes a socket may hold before it is closed with 1013. */
export const REALTIME_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Open sockets one user may hold; the 21st closes the oldest with 1008. */
export const REALTIME_MAX_SOCKETS_PER_USER = 20;
/** How often a process checks its sockets' tokens and sessions (revocation reaches them within this). */
export const REALTIME_SESSION_CHECK_MS = 3_000;
export const PRESENCE_HEARTBEAT_MS = 30_000;
export const PRESENCE_STALE_MS = 120_000;
export const PRESENCE_SWEEP_MS = 30_000;
/** A user whose last socket closed cleanly turns offline after this grace (a reload reconnects first). */
export const PRESENCE_OFFLINE_GRACE_MS = 5_000;
export const CUSTOM_STATUS_MAX_LENGTH = 100;
/** A comment is summarised to this many characters in the activity feed. */
export const COMMENT_SUMMARY_LENGTH = 30;
export const MENTION_SUGGESTIONS_MAX = 5;
export const LIVE_CHANGE_TOAST_MS = 5_000;

/** Chat message view (docs/PRODUCT.md, Messages). */
/** Messages by one author this close together share one avatar and name. */
export const MESSAGE_GROUP_WINDOW_MS = 60_000;
/** A reply's quoted preview is cut to this many characters. */
export const REPLY_PREVIEW_LENGTH = 50;
/** Within this distance of the bottom the view follows new messages; of the top, it loads older. */
export const CHAT_SCROLL_EDGE_PX = 100;
/** Bars of a voice note's waveform. */
export const VOICE_WAVEFORM_BARS = 25;
/** A failed audio playback is retried once after this delay, then reported. */
export const AUDIO_RETRY_DELAY_MS = 500;
/** The copy toast's lifetime. */
export const COPY_TOAST_MS = 3_000;

/**
 * The most a selection downloaded as one ZIP may hold (files inside chosen folders count): the
 * archive is streamed, but the browser keeps it whole before saving, so it stays modest.
 */
export const FILE_ZIP_MAX_FILES = 1_000;
export const FILE_ZIP_MAX_BYTES = 1024 * 1024 * 1024;
/** The most files and folders one ZIP request may name (folders bring their contents). */
export const FILE_ZIP_MAX_SELECTED = 500;

/** Mentorship (docs/PRODUCT.md, Mentorship). */
/** The most tags one list of a developer profile may hold (skills, languages, frameworks, expertise). */
export const MENTORSHIP_TAGS_MAX = 20;
/** The longest one tag may be, after trimming. */
export const MENTORSHIP_TAG_MAX_LENGTH = 40;
/** Credits every account receives once, as its first ledger row. */
export const MENTORSHIP_STARTING_CREDITS = 10;

/** A direct thread holds this many people at least and at most, the creator included. */
export const DIRECT_THREAD_MIN_PEOPLE = 2;
export const DIRECT_THREAD_MAX_PEOPLE = 8;
/**
 * A milestone is At Risk when the share of its days elapsed is ahead of the share of its work
 * done by more than this (0.25: a quarter of the way behind), see roadmaps/milestone-status.ts.
 */
export const MILESTONE_AT_RISK_LAG = 0.25;
/** The longest reason for overriding a milestone's status: a sentence or two. */
export const MILESTONE_REASON_MAX_LENGTH = 1000;
/** The most milestones one roadmap holds: a year of weekly milestones across a few projects. */
export const ROADMAP_MILESTONES_MAX = 200;
