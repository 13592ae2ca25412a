// Package whatsapp is Memo's WhatsApp channel on whatsmeow.
//
// The pieces, each small and testable alone:
//
//   - Inbox turns whatsmeow events into memo.Inbound and hands them to the
//     dispatcher. It runs on whatsmeow's single receive loop, so it only
//     converts and enqueues; everything slow (downloading and transcribing a
//     voice note, read receipts, "typing…") happens in Inbox.Handler, which
//     wraps the turn runner and runs on the chat's queue goroutine. Contact
//     cards (one or several vCards), location pins (and a live location's
//     first point), reactions to the bot's messages and the forwarded mark
//     reach the turn as memo.Inbound.Shared; a reaction to anything else,
//     in a group or to the user's own message, is left alone.
//   - Governor sends text: per-chat and global rate limits, messages over
//     4,000 characters split on line boundaries, retries on transient errors.
//   - Outbox delivers the dispatcher's replies and reminders through the
//     Governor and remembers the ids it sent, so a quoted reply can be
//     matched to what it quotes.
//   - Link tracks the connection state for /healthz and queues operator
//     alerts; Client owns the whatsmeow client, its SQL store, pairing and
//     reconnects.
//   - Lease keeps a second process from using the same session (Redis).
//   - With a Journal (the store's inbox table, shared with the Cloud API
//     channel), HandleEvent stores each message before WhatsApp gets its
//     delivery receipt (Client sets whatsmeow's SynchronousAck), Deliver
//     marks it done once its reply went, and Recover, run by Client.Run
//     before it connects, queues again what a restart left.
//
// Chat ids: a person's chat is "+" and their phone number ("+972501234567"),
// the same string as their user id, so reminders (addressed to users) and
// replies (addressed to chats) meet in the same conversation. In a group each
// member has a conversation of their own, "<group JID>/<member's chat id>"
// (MemberChatID), whose replies go to the group; a person known only by a
// hidden id keeps the JID ("1234…@lid"). ChatID and ChatJID convert.
//
// Doors: HandleEvent drops messages from numbers not allowed and messages
// over the limits before anything is claimed or queued; media is downloaded
// only by its direct path from WhatsApp's media hosts, within a size limit
// (see checkMedia and mediaTransport).
package whatsapp
