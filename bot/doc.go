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
package bot
