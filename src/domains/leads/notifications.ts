/**
 * The lead notification outbox's values (supabase/migrations/*_lead_notifications.sql): its
 * channels and statuses as the table's CHECKs list them, and the attempts before 'failed'.
 */
/** `lead_notifications_channel_check`. */
export const LEAD_NOTIFICATION_CHANNELS = ['email', 'webhook'] as const;
/** `lead_notifications_status_check`: waiting (or retrying), being delivered, delivered, given up. */
export const LEAD_NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

export type LeadNotificationChannel = (typeof LEAD_NOTIFICATION_CHANNELS)[number];
export type LeadNotificationStatus = (typeof LEAD_NOTIFICATION_STATUSES)[number];

/** `private.lead_notification_max_attempts()`: after this many failed attempts a row is 'failed'. */
export const LEAD_NOTIFICATION_MAX_ATTEMPTS = 10;

/** Still on its way: the outbox is worth reading again soon. */
export const isInFlight = (status: LeadNotificationStatus) => status === 'pending' || status === 'sending';
