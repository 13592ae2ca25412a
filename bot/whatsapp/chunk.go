package whatsapp

import "github.com/memo-assistant/memo/bot"

// MaxChunk is the most characters Memo puts in one WhatsApp message (see
// bot.MaxChunk).
const MaxChunk = bot.MaxChunk

// Split cuts text into messages of at most max characters, on line
// boundaries (see bot.Split).
func Split(text string, max int) []string { return bot.Split(text, max) }
