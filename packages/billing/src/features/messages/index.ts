// What the templates and settings screens show of messages: the events' and channels' names.
export { CHANNEL_LABELS, EVENT_LABELS } from './api/messages';
