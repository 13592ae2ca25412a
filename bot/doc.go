// Package bot takes messages from every channel (WhatsApp through
// whatsmeow, the WhatsApp Business Cloud API, HTTP, the terminal) and runs
// them as turns: the Dispatcher drops redelivered message ids and keeps
// one ordered queue per chat, so a chat's messages are answered one at a
// time and in order while different chats run in parallel, as many at
// once as the Slots allow (a turn waiting on the model gives its slot to
// another).
//
// Channels hand messages in through a Submitter and send through the
// Channel interfaces (Replier, reminder.Notifier, TextSender); the Router
// is the Channel the dispatcher and the scheduler see, and picks each
// chat's channel. Every channel paces what it sends with a Governor.
//
// # One inbound path
//
// Both WhatsApp channels (bot/whatsapp on whatsmeow, bot/cloudapi on the
// Cloud API webhook) keep only what is theirs: converting their events
// and sending. The rest is here and written once:
//
//   - the envelope: a channel puts what a turn needs beyond the text (a
//     voice note's media, a tapped button, where receipts go) in
//     memo.Inbound.Payload, which the dispatcher carries to the channel's
//     handler and the inbox stores, so nothing waits in a side table;
//   - the durable inbox (Inbox over an InboxStore, one table with a
//     channel column): Admit stores a message and queues it before the
//     channel acknowledges it, Start marks its turn begun, Delivered marks
//     it done once the reply went out, Recover queues again at start what
//     a restart left, Prune forgets old messages;
//   - the intake (Intake): voice notes fetched through the channel's
//     MediaFetcher and transcribed, messages Memo cannot read, empty and
//     too-long texts, each answered with a Notice from one catalogue, in
//     Hebrew or English;
//   - the notice queue (NoticeQueue): what a channel says outside a turn
//     (a flood, a refused number, a turn a restart cut short, an alert for
//     the operator) waits there, paced once per chat, until the channel's
//     Run loop sends it its own way;
//   - what a message shares besides its words (memo.Shared): each channel
//     reads its own format, and ParseVCards, NewCard, NewPlace and
//     NewReaction hold contact cards, location pins and reactions to the
//     same rules on both; a message that shares something to act on runs
//     its turn without words (Actionable).
//
// # A turn cut short by a crash
//
// This package decides it, for every channel: such a turn is not run
// again. Recover marks a message found started as interrupted and the
// channel tells its chat, once, to check and send it again if needed;
// only messages whose turns never began are replayed. The runner's
// idempotency keys (turn and step) keep a step that ran from running
// twice when a message does run twice (a redelivery whose claim was
// lost), but they are a safety net, not a licence to replay: a turn
// planned again need not plan the same steps, and some effects
// (completing a repeating task) are not idempotent by key. See
// docs/RELIABILITY.md.
package bot
