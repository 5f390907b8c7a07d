// features/bible-topics: Nave's Topical Bible to browse and search (/bible/topics) and one topic's
// references linked to the reader (/bible/topics/:name). Both pages are their own chunks, loaded from
// app/routes.tsx; nothing else imports them.
export { topicPath } from './topics-api';
