package whatsapp

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// Submitter is the dispatcher's entrance (bot.Submitter).
type Submitter = bot.Submitter

// SubmitFunc adapts a function to a Submitter (bot.SubmitFunc).
type SubmitFunc = bot.SubmitFunc

// ChannelName is the channel's name in memo.Inbound.Channel.
const ChannelName = "whatsapp"

// DefaultSubmitTimeout bounds Submit on the receive loop (a Redis claim).
const DefaultSubmitTimeout = 5 * time.Second

// InboxConfig is what an Inbox needs.
type InboxConfig struct {
	// Submit takes converted messages; required.
	Submit Submitter
	// Self returns the bot's identity now (it is known once paired); nil
	// means unknown, and then no group message is addressed to the bot.
	Self func() Self
	// Groups turns on answering in groups, when the bot is mentioned or
	// replied to. Off, group messages are ignored.
	Groups bool
	// SubmitTimeout bounds each Submit; default DefaultSubmitTimeout.
	SubmitTimeout time.Duration
	// Allowed are the phone numbers (digits, see ParseNumbers) that may use
	// the bot; AllowAll lets anyone. With neither, no one may. A message
	// from anyone else is dropped in HandleEvent, before its id is claimed
	// or it is queued: in a private chat the sender gets one polite refusal
	// a day (through Notices), in a group nothing.
	Allowed  []string
	AllowAll bool
	// MaxText is the longest text in characters a turn takes; default
	// DefaultMaxText. A longer message gets a polite reply (through
	// Notices) and is not queued; a longer transcript gets one too.
	MaxText int
	// MaxVoice is the longest voice note transcribed; default
	// DefaultMaxVoice.
	MaxVoice time.Duration
	// MaxMedia is the largest media file downloaded, in bytes; default
	// DefaultMaxMedia.
	MaxMedia int64
	// Notices sends the replies HandleEvent gives without a turn (a
	// refusal, "too long", "busy"); *Outbox implements it. Run sends them
	// off the receive loop. Nil only logs them.
	Notices NoticeSender
	// NoticeQueue bounds the notices waiting for Run; past it they are
	// dropped. Default bot.DefaultNoticeQueue.
	NoticeQueue int
	// Journal, when set, stores each message HandleEvent accepts before
	// WhatsApp is told it arrived, and keeps it until its reply is sent
	// (see Deliver): Recover runs what a restart left. Nil keeps messages
	// in memory only, and a message whose turn had not ended when the
	// process died is lost.
	Journal Journal
	// Requeue queues the messages Recover finds (the dispatcher); nil only
	// logs them.
	Requeue Requeuer

	// The rest is used by Handler, on the chat's queue goroutine.

	// Governor sends read receipts and "typing…"; nil sends neither.
	Governor *Governor
	// Download fetches voice notes (*whatsmeow.Client, *Client); nil
	// answers voice notes with a polite "not supported".
	Download Downloader
	// Transcriber turns voice notes into text; nil answers them with a
	// polite "not supported".
	Transcriber Transcriber
	// Photos is true when the turn reads photos and documents (a model is
	// configured); false answers a photo with no request in its caption
	// that a caption works instead. Download fetches them.
	Photos bool
	// Once remembers the refusals and notices already given (a Redis or
	// SQLite memo.Deduper, so restarts and replicas agree); nil keeps them
	// in memory.
	Once memo.Deduper
	// Languages gives a chat's language for replies to messages without
	// words (voice notes, images); nil uses Lang.
	Languages ChatReader
	// Lang is the language when nothing tells; default Hebrew.
	Lang memo.Language
	// Clock stamps messages that carry no time; default the system clock.
	Clock memo.Clock
	// OnDuplicate is told of every message dropped here as a redelivery
	// (the journal or the queue has it already), which the dispatcher's
	// claim never sees; nil ignores them.
	OnDuplicate func()
	// Logger; nil discards.
	Logger *slog.Logger
}

// Inbox converts whatsmeow message events and submits them. HandleEvent
// runs on whatsmeow's single receive loop, so it only converts, checks,
// stores (with a Journal) and submits; what a message needs beyond its
// text (the voice note to transcribe, where the receipt goes) rides with
// it to Handler as its payload (memo.Inbound.Payload), and the notices
// HandleEvent gives wait for Run. An Inbox is safe for concurrent use.
type Inbox struct {
	cfg     InboxConfig
	log     *slog.Logger
	intake  *bot.Intake
	durable *bot.Inbox // the journal's lifecycle; nil without one
	allowed func(user string) bool
	notices *bot.NoticeQueue

	mu      sync.Mutex
	pending map[string]*flight // by envelopeKey
	// up is closed while the link is up (an events.Connected seen since
	// the last Recover or events.Disconnected).
	up   chan struct{}
	isUp bool
	// stopping is closed by Stopping: replays stop waiting for the link.
	stopping chan struct{}
	stopOnce sync.Once
}

// flight is a message this Inbox queued whose turn has not ended: without
// a journal until the turn takes it, with one until its reply is sent. The
// message itself travels in its payload.
type flight struct {
	// replay: Recover queued it from the journal; its turn waits for the
	// link to be up.
	replay bool
	// started: its turn marked it started in the journal, so its reply
	// marks it done.
	started bool
}

// NewInbox returns an Inbox. It panics without a Submitter, a wiring
// mistake.
func NewInbox(cfg InboxConfig) *Inbox {
	if cfg.Submit == nil {
		panic("whatsapp: NewInbox without a Submitter")
	}
	if cfg.SubmitTimeout <= 0 {
		cfg.SubmitTimeout = DefaultSubmitTimeout
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Self == nil {
		cfg.Self = func() Self { return Self{} }
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	if cfg.MaxVoice <= 0 {
		cfg.MaxVoice = DefaultMaxVoice
	}
	if cfg.MaxMedia <= 0 {
		cfg.MaxMedia = DefaultMaxMedia
	}
	ic := bot.IntakeConfig{
		Channel: ChannelName, Transcriber: cfg.Transcriber, Photos: cfg.Photos, MaxText: cfg.MaxText, MaxMedia: cfg.MaxMedia,
		Once: cfg.Once, Languages: cfg.Languages, Lang: cfg.Lang, Clock: cfg.Clock, Logger: cfg.Logger,
	}
	if cfg.Download != nil {
		ic.Fetcher = fetcher{cfg.Download}
	}
	var durable *bot.Inbox
	if cfg.Journal != nil {
		durable = bot.NewInbox(bot.InboxConfig{
			Channel: ChannelName, Store: cfg.Journal, Submit: cfg.Submit, Requeue: cfg.Requeue,
			SubmitTimeout: cfg.SubmitTimeout, OnDuplicate: cfg.OnDuplicate, Clock: cfg.Clock, Logger: cfg.Logger,
		})
	}
	i := &Inbox{
		cfg: cfg, log: logger(cfg.Logger), intake: bot.NewIntake(ic), durable: durable, allowed: allowedSet(cfg.Allowed, cfg.AllowAll),
		pending: make(map[string]*flight), up: make(chan struct{}), stopping: make(chan struct{}),
	}
	i.notices = bot.NewNoticeQueue(cfg.NoticeQueue, i.intake, i.sendNotice, i.log)
	return i
}

// HandleEvent is the whatsmeow event handler for messages; other events
// are ignored. History sync events never reach it as messages, and the
// messages they carry are not answered. Before a message is claimed or
// queued it checks, without I/O, that the sender may use the bot and that
// the message is within the limits (text length, voice length, media
// size); what fails is dropped, with a notice for Run to send where one is
// due. Without a Journal it returns false only when a message could not
// be queued (the dispatcher is shutting down): the message is then not
// acknowledged, so WhatsApp delivers it again.
//
// With a Journal the message is stored before HandleEvent returns, and
// whatsmeow (Client sets SynchronousAck) sends the delivery receipt only
// after it returned true: a message WhatsApp was told arrived is in the
// journal. HandleEvent returns false only when storing failed, and
// WhatsApp delivers the message again; a message stored before (a
// redelivery) is dropped, since the journal runs it. It also follows the
// link (events.Connected, events.Disconnected): the turns Recover queued
// wait for it.
func (i *Inbox) HandleEvent(evt any) bool {
	switch e := evt.(type) {
	case *events.Message:
		return i.handleMessage(e)
	case *events.Connected:
		i.setUp(true)
	case *events.Disconnected:
		i.setUp(false)
	}
	return true
}

// handleMessage converts evt, parks what the turn needs and submits the
// message. A redelivery of a message still waiting is dropped here.
func (i *Inbox) handleMessage(evt *events.Message) bool {
	m, why := convert(evt, i.cfg.Self(), i.cfg.Groups)
	if why != "" {
		i.log.Debug("message ignored", "reason", why, "id", evt.Info.ID, "chat", evt.Info.Chat.String())
		return true
	}
	if m.in.MessageID == "" {
		i.log.Warn("message without an id ignored", "chat", m.in.ChatID)
		return true
	}
	if !i.allowed(m.in.UserID) {
		i.log.Info("message from a number not allowed dropped", "chat", m.in.ChatID, "user", m.in.UserID, "group", m.group)
		if !m.group {
			i.notify(m.in, bot.NoticeRefused, m.in.UserID, bot.RefusalEvery)
		}
		return true
	}
	if n := i.precheck(m); n != "" {
		i.log.Info("message refused before queueing", "chat", m.in.ChatID, "message", m.in.MessageID, "type", m.what, "notice", string(n))
		i.notify(m.in, n, m.in.ChatID, bot.PrecheckEvery)
		return true
	}
	if m.in.At.IsZero() {
		m.in.At = i.cfg.Clock.Now()
	}
	m.rawChat = evt.Info.Chat.ToNonAD()
	m.in.Channel = ChannelName
	payload, err := encode(m)
	if err != nil {
		i.log.Error("encode message; dropped", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return true
	}
	m.in.Payload = payload
	key := envelopeKey(m.in)
	if i.durable != nil {
		return i.journalMessage(key, m)
	}
	i.mu.Lock()
	_, waiting := i.pending[key]
	if !waiting {
		i.pending[key] = &flight{}
	}
	i.mu.Unlock()
	if waiting {
		i.log.Info("duplicate message dropped", "chat", m.in.ChatID, "message", m.in.MessageID)
		i.duplicate()
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), i.cfg.SubmitTimeout)
	defer cancel()
	ok, err := i.cfg.Submit.Submit(ctx, m.in)
	if err != nil || !ok {
		i.drop(key)
	}
	switch {
	case errors.Is(err, bot.ErrQueueFull) || errors.Is(err, bot.ErrBusy):
		i.log.Warn("message not queued: busy", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		i.notify(m.in, bot.NoticeBusy, m.in.ChatID, bot.BusyEvery)
		return true
	case err != nil:
		i.log.Warn("message not queued; left for redelivery", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return false
	case ok:
		i.log.Info("message queued", "chat", m.in.ChatID, "message", m.in.MessageID, "type", m.what)
	}
	return true
}

// take forgets in as waiting and reports whether it came from this
// Inbox.
func (i *Inbox) take(in memo.Inbound) bool {
	key := envelopeKey(in)
	i.mu.Lock()
	defer i.mu.Unlock()
	_, ok := i.pending[key]
	delete(i.pending, key)
	return ok
}

func (i *Inbox) drop(key string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	delete(i.pending, key)
}

// Waiting returns the number of messages submitted whose turn has not
// started yet.
func (i *Inbox) Waiting() int {
	i.mu.Lock()
	defer i.mu.Unlock()
	n := 0
	for _, f := range i.pending {
		if !f.started {
			n++
		}
	}
	return n
}

// envelopeKey names a message as the dispatcher's dedupe does: chat and id.
func envelopeKey(in memo.Inbound) string { return in.ChatID + "\x1f" + in.MessageID }

// precheck returns the notice for a message over the limits, or "". It
// does no I/O: it reads what the message declares.
func (i *Inbox) precheck(m message) bot.Notice {
	if i.intake.TooLong(m.in.Text) {
		return bot.NoticeTooLong
	}
	if m.kind == kindPhoto {
		return i.precheckPhoto(m)
	}
	if m.kind != kindVoice || i.cfg.Transcriber == nil || i.cfg.Download == nil {
		return "" // without transcription the turn answers "not supported"
	}
	if time.Duration(m.audio.GetSeconds())*time.Second > i.cfg.MaxVoice {
		return bot.NoticeVoiceTooLong
	}
	if _, err := checkMedia(m.audio, i.cfg.MaxMedia); errors.Is(err, ErrMediaTooLarge) {
		return bot.NoticeVoiceTooLarge
	} else if err != nil {
		i.log.Warn("voice note refused", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return bot.NoticeVoiceFailed
	}
	return ""
}

// precheckPhoto returns the notice for a photo or document over the size
// limit or that cannot be fetched, or "", from what the message
// declares. Without a model the turn answers it with a notice of its own.
func (i *Inbox) precheckPhoto(m message) bot.Notice {
	if !i.cfg.Photos || i.cfg.Download == nil {
		return ""
	}
	var msg whatsmeow.DownloadableMessage = m.image
	if m.image == nil {
		msg = m.doc
	}
	if _, err := checkMedia(msg, i.cfg.MaxMedia); errors.Is(err, ErrMediaTooLarge) {
		return bot.NoticePhotoTooLarge
	} else if err != nil {
		i.log.Warn("photo refused", "chat", m.in.ChatID, "message", m.in.MessageID, "err", err)
		return bot.NoticePhotoFailed
	}
	return ""
}

// allowedSet returns a membership test for numbers (digits): everyone when
// all, else only the numbers listed (none when the list is empty).
func allowedSet(numbers []string, all bool) func(user string) bool {
	if all {
		return func(string) bool { return true }
	}
	set := slices.Clone(numbers)
	slices.Sort(set)
	return func(user string) bool {
		jid, err := ChatJID(user)
		if err != nil || jid.Server != types.DefaultUserServer {
			return false
		}
		_, found := slices.BinarySearch(set, jid.User)
		return found
	}
}

// duplicate counts a redelivery dropped.
func (i *Inbox) duplicate() {
	if i.cfg.OnDuplicate != nil {
		i.cfg.OnDuplicate()
	}
}
