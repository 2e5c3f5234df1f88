import { notificationsQuery } from 'app-kit';

export const POLL_MS = 30000;

/** The activity feed, fetched again every 30 s while it is on screen; a failed refresh keeps the last list. */
export const activityQuery = { ...notificationsQuery(POLL_MS), retry: false };
