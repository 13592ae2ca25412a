// Package bot takes messages from every channel (WhatsApp, HTTP, the
// terminal) and runs them as turns: the Dispatcher drops redelivered
// message ids and keeps one ordered queue per chat, so a chat's messages are
// answered one at a time and in order while different chats run in parallel.
package bot
