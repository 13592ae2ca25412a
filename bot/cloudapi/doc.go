// Package cloudapi is Memo's channel on the WhatsApp Business Cloud API:
// Meta's webhook in, the Graph API out. It runs beside the whatsmeow
// channel (bot/whatsapp) or instead of it, behind the same bot.Channel
// interfaces, so the turn, the scheduler and the governor do not know
// which one a chat is on.
//
// The pieces:
//
//   - Webhook (GET and POST /webhook/whatsapp): the GET answers Meta's
//     verification; a POST is accepted only with a valid
//     X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app
//     secret). Each message is checked (the sender allowed, the text within
//     the limit) before anything is stored or claimed, then stored in the
//     durable inbox and submitted to the dispatcher; Meta gets its 200 once
//     every message is stored. Contact cards ("contacts"), location pins,
//     reactions and the forwarded mark (context.forwarded,
//     context.frequently_forwarded) reach the turn as
//     memo.Inbound.Shared, stored with the message. Statuses (sent, delivered, read, failed)
//     are recorded against the message sent.
//   - Handler wraps the turn runner: it downloads and transcribes voice
//     notes through the Graph API's media endpoint, turns a tapped button
//     or list row into the number it stands for (only while the question
//     it answers is still the chat's), and answers what it cannot read.
//   - Deliver, Notify and SendText send through a bot.Governor: text in
//     chunks, a "which one?" question as reply buttons (up to 3 options) or
//     a list (up to 10), and, outside the 24-hour customer-service window,
//     reminders and digests as the configured template.
//   - Run replays messages a restart left unanswered, sends the notices
//     the webhook gave, retries or reports messages Meta failed, and checks
//     the access token for /readyz.
//
// Chat ids are those of bot/whatsapp: "+" and the phone number, so a
// user's tasks and conversation are the same on either channel.
//
// Doors: no URL from a message is fetched. Media is found by its id
// (letters and digits only) at the configured Graph API, and downloaded
// only from the URL the Graph API gave, on the API's own host or Meta's
// media domains over HTTPS, within a size limit, with its SHA-256 checked.
package cloudapi
