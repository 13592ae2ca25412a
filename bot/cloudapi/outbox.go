package cloudapi

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/reminder"
)

// stored is what an outbound record's payload holds: the request as sent,
// and the text and language it came from, so a failed message can be sent
// again as it was, or as a template.
type stored struct {
	Request *SendRequest  `json:"request,omitempty"`
	Text    string        `json:"text"`
	Lang    memo.Language `json:"lang,omitempty"`
	Tasks   []string      `json:"tasks,omitempty"`
}

// Deliver sends a turn's reply (bot.Replier): its text in chunks, the
// last as reply buttons or a list when the turn stopped on a question
// whose options fit. Empty replies and duplicates send nothing. What
// could not be sent is kept and tried again by Run. The stored message is
// marked answered either way (bot.Inbox.Delivered).
func (c *Channel) Deliver(ctx context.Context, in memo.Inbound, r memo.Reply) {
	defer c.inbox.Delivered(ctx, in, r)
	if r.Duplicate || strings.TrimSpace(r.Text) == "" {
		return
	}
	chat := r.ChatID
	if chat == "" {
		chat = in.ChatID
	}
	lang := r.Lang
	if r.Pending != nil && r.Pending.Lang.Valid() {
		lang = r.Pending.Lang
	}
	chunks := bot.Split(r.Text, bot.MaxChunk)
	var it *Interactive
	if limit := bodyLimit(r.Pending); limit > 0 {
		last := chunks[len(chunks)-1]
		if utf8.RuneCountInString(last) > limit {
			chunks = append(chunks[:len(chunks)-1], bot.Split(last, limit)...)
		}
		it = interactiveFor(r.Pending, chunks[len(chunks)-1])
	}
	tasks := bot.TaskIDs(r.Result)
	for i, text := range chunks {
		var err error
		if i == len(chunks)-1 && it != nil {
			_, err = c.sendInteractive(ctx, chat, text, it, lang, tasks)
		} else {
			_, err = c.sendChunk(ctx, chat, "reply", text, lang, tasks)
		}
		if err != nil {
			rest := strings.Join(chunks[i:], "\n")
			c.log.Error("deliver reply; kept to try again", "chat", chat, "message", in.MessageID, "sent", i, "of", len(chunks), "err", err)
			c.keepUnsent(ctx, chat, "reply", rest, lang, tasks, err)
			return
		}
	}
}

// sendInteractive sends the question's buttons or list; when Meta
// refuses the interactive message itself (not the chat, not the token),
// the same text goes as plain text: typing the number works as well.
func (c *Channel) sendInteractive(ctx context.Context, chat, text string, it *Interactive, lang memo.Language, tasks []string) (string, error) {
	to, ok := phone(chat)
	if !ok {
		return "", fmt.Errorf("%w: %q", ErrBadChat, chat)
	}
	id, err := c.send(ctx, chat, "reply", SendRequest{To: to, RecipientType: "individual", Type: "interactive", Interactive: it}, text, lang, tasks)
	var ae *APIError
	if err != nil && errors.As(err, &ae) && ae.HTTPStatus == 400 && !TokenRefused(err) {
		c.log.Warn("interactive question refused; sent as text", "chat", chat, "err", err)
		return c.sendChunk(ctx, chat, "reply", text, lang, tasks)
	}
	return id, err
}

// Notify sends a reminder or digest (reminder.Notifier) and returns the
// id of its first message: as text while the chat's 24-hour window is
// open, else as the configured template. With the window closed and no
// template it returns ErrWindowClosed, and the scheduler tries again on
// its next tick (the user may write meanwhile).
func (c *Channel) Notify(ctx context.Context, n reminder.Notification) (string, error) {
	ids, err := c.start(ctx, n.ChatID, n.Kind, n.Text, n.Lang, notifiedTasks(n))
	if len(ids) == 0 {
		return "", fmt.Errorf("notify %s: %w", n.ChatID, err)
	}
	if err != nil {
		// Part of it went out: report it sent, so it is not sent again.
		c.log.Error("notification sent in part", "chat", n.ChatID, "sent", len(ids), "err", err)
	}
	return ids[0], nil
}

func notifiedTasks(n reminder.Notification) []string {
	ids := make([]string, len(n.Tasks))
	for i, t := range n.Tasks {
		ids[i] = t.ID
	}
	return ids
}

// SendText sends a text the bot starts (bot.TextSender): a notice, or an
// operator alert, which outside the window goes as the reminder template.
func (c *Channel) SendText(ctx context.Context, chatID, text string) ([]string, error) {
	return c.start(ctx, chatID, "alert", text, c.cfg.Lang, nil)
}

// start sends a message the bot starts: text in chunks inside the
// window, the template for kind outside it.
func (c *Channel) start(ctx context.Context, chat, kind, text string, lang memo.Language, tasks []string) ([]string, error) {
	open, err := c.windowOpen(ctx, chat)
	if err != nil {
		return nil, err
	}
	if open {
		return c.sendText(ctx, chat, kind, text, lang, tasks)
	}
	req, ok := c.template(chat, kind, text, lang)
	if !ok {
		return nil, fmt.Errorf("%s to %s: %w", kind, chat, ErrWindowClosed)
	}
	id, err := c.send(ctx, chat, kind, req, text, lang, tasks)
	if err != nil {
		return nil, err
	}
	return []string{id}, nil
}

// windowOpen reports whether chat wrote on this channel within Window.
func (c *Channel) windowOpen(ctx context.Context, chat string) (bool, error) {
	at, ok, err := c.cfg.Store.LastInbound(ctx, chat, ChannelName)
	if err != nil {
		return false, fmt.Errorf("look up the chat's window: %w", err)
	}
	return ok && c.cfg.Clock.Now().Sub(at) < Window, nil
}

// sendText sends text in chunks, returning the ids sent; on error, those
// sent before it.
func (c *Channel) sendText(ctx context.Context, chat, kind, text string, lang memo.Language, tasks []string) ([]string, error) {
	chunks := bot.Split(text, bot.MaxChunk)
	if len(chunks) == 0 {
		return nil, errors.New("cloudapi: empty message")
	}
	var ids []string
	for i, t := range chunks {
		id, err := c.sendChunk(ctx, chat, kind, t, lang, tasks)
		if err != nil {
			return ids, fmt.Errorf("send message %d of %d to %s: %w", i+1, len(chunks), chat, err)
		}
		ids = append(ids, id)
	}
	return ids, nil
}

// sendChunk sends one text message.
func (c *Channel) sendChunk(ctx context.Context, chat, kind, text string, lang memo.Language, tasks []string) (string, error) {
	to, ok := phone(chat)
	if !ok {
		return "", fmt.Errorf("%w: %q", ErrBadChat, chat)
	}
	req := SendRequest{To: to, RecipientType: "individual", Type: "text", Text: &Text{Body: text}}
	return c.send(ctx, chat, kind, req, text, lang, tasks)
}

// template is text as the template for kind, or false when none is
// configured. The template's one parameter takes the text on one line:
// Meta refuses parameters with line breaks, tabs or runs of spaces.
func (c *Channel) template(chat, kind, text string, lang memo.Language) (SendRequest, bool) {
	name := c.cfg.Templates.For(kind)
	to, ok := phone(chat)
	if name == "" || !ok {
		return SendRequest{}, false
	}
	code := c.cfg.Templates.Languages[lang]
	if code == "" {
		code = c.cfg.Templates.Languages[c.cfg.Lang]
	}
	if code == "" {
		code = string(lang)
	}
	return SendRequest{To: to, RecipientType: "individual", Type: "template", Template: &Template{
		Name: name, Language: Language{Code: code},
		Components: []Component{{Type: "body", Parameters: []Parameter{{Type: "text", Text: oneLine(text)}}}},
	}}, true
}

// maxParameter bounds a template parameter, well within the 1,024
// characters of a template's body.
const maxParameter = 900

// oneLine joins text's lines with " · " and squeezes its spaces, within
// maxParameter characters.
func oneLine(text string) string {
	var parts []string
	for _, l := range strings.Split(text, "\n") {
		if l = strings.Join(strings.Fields(l), " "); l != "" {
			parts = append(parts, l)
		}
	}
	return cut(strings.Join(parts, " · "), maxParameter)
}

// send sends one request through the governor and records it. text and
// lang are what it says, for a retry or a template in its place.
func (c *Channel) send(ctx context.Context, chat, kind string, req SendRequest, text string, lang memo.Language, tasks []string) (string, error) {
	id, err := c.cfg.Governor.Send(ctx, chat, func(ctx context.Context) (string, error) {
		return c.cfg.Client.Send(ctx, req)
	})
	if err != nil {
		return "", err
	}
	c.record(ctx, memo.OutboundMessage{ID: id, Channel: ChannelName, ChatID: chat, Kind: kind, Status: memo.StatusAccepted, Attempts: 1},
		stored{Request: &req, Text: text, Lang: lang, Tasks: tasks})
	return id, nil
}

// record saves what was sent: the outbound record (with its payload, for
// a retry) and the sent message (for quotes). Failures are logged: the
// message is out. A failure Meta reported before the record was written
// gets its follow-up now.
func (c *Channel) record(ctx context.Context, m memo.OutboundMessage, s stored) {
	ctx = context.WithoutCancel(ctx)
	b, err := json.Marshal(s)
	if err != nil {
		c.log.Error("encode sent message", "chat", m.ChatID, "message", m.ID, "err", err)
		return
	}
	m.Payload = b
	if m.SentAt.IsZero() {
		m.SentAt = c.cfg.Clock.Now()
	}
	saved, err := c.cfg.Store.SaveOutbound(ctx, m)
	if err != nil {
		c.log.Error("record sent message", "chat", m.ChatID, "message", m.ID, "err", err)
	} else if saved.Status == memo.StatusFailed && m.Status != memo.StatusFailed {
		c.followUp(ctx, saved)
	}
	if c.cfg.Sent != nil && m.Status != memo.StatusUnsent && m.Kind != "notice" && m.Kind != "alert" {
		if err := c.cfg.Sent.SaveSentMessage(ctx, memo.SentMessage{ChatID: m.ChatID, MessageID: m.ID, Kind: m.Kind, TaskIDs: s.Tasks, SentAt: m.SentAt}); err != nil {
			c.log.Error("record sent message for quotes", "chat", m.ChatID, "message", m.ID, "err", err)
		}
	}
}

// keepUnsent keeps text that could not be sent, for Run to try again.
func (c *Channel) keepUnsent(ctx context.Context, chat, kind, text string, lang memo.Language, tasks []string, cause error) {
	now := c.cfg.Clock.Now()
	m := memo.OutboundMessage{
		ID: "unsent:" + rand.Text(), Channel: ChannelName, ChatID: chat, Kind: kind, Status: memo.StatusUnsent,
		ErrorTitle: cut(cause.Error(), 300), Attempts: 1, FollowUp: memo.FollowRetry, FollowUpAt: now.Add(c.cfg.RetryDelay), SentAt: now,
	}
	c.record(ctx, m, stored{Text: text, Lang: lang, Tasks: tasks})
}
