package cloudapi

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/bot"
)

// OutboundStore keeps the messages sent and Meta's word on them.
type OutboundStore interface {
	// SaveOutbound records a message sent (or unsent) and returns the
	// record as stored (with a status that came before it).
	SaveOutbound(ctx context.Context, m memo.OutboundMessage) (memo.OutboundMessage, error)
	// UpdateOutboundStatus applies a status; changed is false when it
	// moved nothing.
	UpdateOutboundStatus(ctx context.Context, channel, chatID string, u memo.StatusUpdate) (m memo.OutboundMessage, changed bool, err error)
	// SetFollowUp sets what is still to be done about a message.
	SetFollowUp(ctx context.Context, messageID string, f memo.FollowUp, at time.Time) error
}

// FollowUpStore finds the follow-ups due.
type FollowUpStore interface {
	DueFollowUps(ctx context.Context, channel string, now time.Time, limit int) ([]memo.OutboundMessage, error)
}

// WindowStore keeps when each chat last wrote on each channel.
type WindowStore interface {
	SeenChat(ctx context.Context, chatID, channel string, at time.Time) error
	LastInbound(ctx context.Context, chatID, channel string) (at time.Time, ok bool, err error)
}

// Pruner deletes the sent-message records no longer needed.
type Pruner interface {
	PruneOutbound(ctx context.Context, before time.Time) (int64, error)
}

// Store is everything the channel keeps, the durable inbox it shares with
// the whatsmeow channel included; *sqldb.DB implements it.
type Store interface {
	bot.InboxStore
	OutboundStore
	FollowUpStore
	WindowStore
	Pruner
}

// ChatReader reads a chat's conversation state: its pending question and
// the last question it was asked, so a tapped answer is checked against
// the question it answers, and its language, for notices.
// memo.ConversationState implements it.
type ChatReader interface {
	LoadChat(ctx context.Context, chatID string, r memo.ChatRead) (memo.ChatState, error)
}

// Requeuer queues a message whose id is already claimed (bot.Requeuer);
// *bot.Dispatcher implements it.
type Requeuer = bot.Requeuer

// SentStore remembers the messages the bot sent, so a reply quoting one
// finds its tasks; *sqldb.DB implements it.
type SentStore interface {
	SaveSentMessage(ctx context.Context, m memo.SentMessage) error
}

// Transcriber turns speech into text (bot.Transcriber); the OpenAI
// adapter implements it.
type Transcriber = bot.Transcriber

// Templates are the approved template messages reminders and digests go
// out as when the chat's 24-hour window is closed. Each has one body
// parameter, {{1}}, which gets the message's text on one line.
type Templates struct {
	// Reminder is the reminders' template name (and the operator alerts');
	// empty means none, and such messages wait for the chat to write.
	Reminder string
	// Digest is the morning digest's template name; empty uses Reminder.
	Digest string
	// Languages are the templates' language codes by the user's language;
	// default he → "he", en → "en".
	Languages map[memo.Language]string
}

// For returns the template name for a message of kind, or "".
func (t Templates) For(kind string) string {
	if kind == "digest" && t.Digest != "" {
		return t.Digest
	}
	switch kind {
	case "reminder", "digest", "alert":
		return t.Reminder
	}
	return ""
}

// Defaults of Config.
const (
	DefaultMaxText    = bot.DefaultMaxText
	DefaultMaxBody    = 1 << 20
	DefaultSweepEvery = 15 * time.Second
	DefaultCheckEvery = 10 * time.Minute
	// DefaultRecheckEvery is the wait before the token is checked again
	// while the channel cannot send: as long as a refused token keeps
	// calls back (tokenBackoff).
	DefaultRecheckEvery = tokenBackoff
	// DefaultGlobal is the Cloud API's messages a second across chats:
	// far under Meta's 80 a second per number, far over what Memo needs.
	DefaultGlobal = 20
	// Window is the customer-service window: a business may write freely
	// to a user for 24 hours after the user's last message.
	Window = 24 * time.Hour
	// MaxAge is how old a delivered message may be. Meta retries a
	// delivery for up to seven days; a message older than six is refused,
	// so a captured delivery posted again runs nothing even after its
	// inbox row is gone (keep is longer).
	MaxAge = 6 * 24 * time.Hour
	// keep is how long answered inbox entries and sent-message records
	// stay: longer than MaxAge, so every message still accepted is known.
	keep = 8 * 24 * time.Hour
)

// Config is what a Channel needs.
type Config struct {
	// Client calls the Graph API; required.
	Client *Client
	// AppSecret checks X-Hub-Signature-256; VerifyToken answers Meta's
	// verification GET. Both required.
	AppSecret   string
	VerifyToken string
	// Store keeps the inbox, what was sent and the windows; required.
	Store Store
	// Submit takes converted messages (the dispatcher); required.
	Submit bot.Submitter
	// Requeue replays messages a restart left queued (the dispatcher);
	// nil only logs them.
	Requeue Requeuer
	// Questions checks a tapped answer against the chat's question;
	// required.
	Questions ChatReader
	// Sent records sent message ids for quoted replies; nil records none.
	Sent SentStore
	// Transcriber turns voice notes into text; nil answers them with a
	// polite "not supported".
	Transcriber Transcriber
	// Photos is true when the turn reads photos and documents (a model is
	// configured); false answers a photo with no request in its caption
	// that a caption works instead.
	Photos bool
	// Languages gives a chat's language for notices; nil uses Lang.
	Languages ChatReader
	// Once remembers notices already given (a memo.Deduper shared by
	// replicas); nil keeps them in memory.
	Once memo.Deduper
	// Allowed are the phone numbers (digits) that may use the bot;
	// AllowAll lets anyone. With neither, no one may.
	Allowed  []string
	AllowAll bool
	// Templates for messages outside the 24-hour window.
	Templates Templates
	// Operator is the chat id ("+972…") told about a refused token and
	// reminders Meta failed; empty tells no one (the log still does).
	Operator string
	// Alerts sends the operator's alerts (the router, which knows the
	// operator's channel); nil sends them on this channel.
	Alerts bot.TextSender
	// Governor paces sends; default one with bot's defaults, a global
	// limit of DefaultGlobal and this package's Transient.
	Governor *bot.Governor
	// MaxText is the longest text in characters a turn takes; default
	// DefaultMaxText. MaxMedia is the largest audio, photo or document downloaded; default
	// DefaultMaxMedia. MaxBody is the largest webhook body read; default
	// DefaultMaxBody.
	MaxText  int
	MaxMedia int64
	MaxBody  int64
	// MaxAttempts bounds the sends of one message's content when Meta
	// fails it or the API is down; default 4.
	MaxAttempts int
	// RetryDelay is the wait before the first follow-up retry, doubled for
	// each further one; default 30s.
	RetryDelay time.Duration
	// SweepEvery is how often Run looks for follow-ups due; default
	// DefaultSweepEvery. CheckEvery is how often it checks the token;
	// default DefaultCheckEvery. RecheckEvery is how soon it checks again
	// while the token is refused, unchecked or the API out of reach
	// (at start, after a failed call); default DefaultRecheckEvery.
	SweepEvery   time.Duration
	CheckEvery   time.Duration
	RecheckEvery time.Duration
	// NoticeQueue bounds the notices waiting for Run; default
	// bot.DefaultNoticeQueue.
	NoticeQueue int
	// Lang is the language when nothing tells; default Hebrew.
	Lang memo.Language
	// OnDuplicate is told of every message dropped as a redelivery (Meta
	// sent a message id the inbox holds), which the dispatcher's claim
	// never sees; nil ignores them.
	OnDuplicate func()
	// Clock; default the system clock.
	Clock memo.Clock
	// Logger; nil discards.
	Logger *slog.Logger
}

// Channel is the Cloud API channel: the webhook, the turn wrapper and the
// sender. It is safe for concurrent use.
type Channel struct {
	cfg     Config
	log     *slog.Logger
	intake  *bot.Intake
	inbox   *bot.Inbox
	allowed func(number string) bool
	notices *bot.NoticeQueue

	// recheck wakes Run to check the token soon: a call failed.
	recheck chan struct{}

	mu          sync.Mutex
	lastWebhook time.Time
	phone       string // the business number's display form, once checked
}

var _ bot.Channel = (*Channel)(nil)

// New returns a Channel, or an error naming what is missing.
func New(cfg Config) (*Channel, error) {
	switch {
	case cfg.Client == nil:
		return nil, errors.New("cloudapi: no client")
	case cfg.AppSecret == "" || cfg.VerifyToken == "":
		return nil, errors.New("cloudapi: the app secret and the verify token are required")
	case cfg.Store == nil || cfg.Submit == nil || cfg.Questions == nil:
		return nil, errors.New("cloudapi: a store, a submitter and a question store are required")
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	if cfg.MaxMedia <= 0 {
		cfg.MaxMedia = DefaultMaxMedia
	}
	if cfg.MaxBody <= 0 {
		cfg.MaxBody = DefaultMaxBody
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 4
	}
	if cfg.RetryDelay <= 0 {
		cfg.RetryDelay = 30 * time.Second
	}
	if cfg.SweepEvery <= 0 {
		cfg.SweepEvery = DefaultSweepEvery
	}
	if cfg.CheckEvery <= 0 {
		cfg.CheckEvery = DefaultCheckEvery
	}
	if cfg.RecheckEvery <= 0 {
		cfg.RecheckEvery = DefaultRecheckEvery
	}
	if cfg.Templates.Languages == nil {
		cfg.Templates.Languages = map[memo.Language]string{memo.Hebrew: "he", memo.English: "en"}
	}
	if cfg.Governor == nil {
		cfg.Governor = bot.NewGovernor(bot.GovernorConfig{Global: DefaultGlobal, GlobalBurst: DefaultGlobal, Transient: Transient, Logger: cfg.Logger})
	}
	intake := bot.NewIntake(bot.IntakeConfig{
		Channel: ChannelName, Fetcher: fetcher{cfg.Client}, Transcriber: cfg.Transcriber, Photos: cfg.Photos, MaxText: cfg.MaxText,
		MaxMedia: cfg.MaxMedia, Once: cfg.Once, Languages: cfg.Languages, Lang: cfg.Lang, Clock: cfg.Clock, Logger: cfg.Logger,
	})
	inbox := bot.NewInbox(bot.InboxConfig{
		Channel: ChannelName, Store: cfg.Store, Submit: cfg.Submit, Requeue: cfg.Requeue, SubmitTimeout: submitTimeout,
		Window: Window, Keep: keep, OnDuplicate: cfg.OnDuplicate, Clock: cfg.Clock, Logger: cfg.Logger,
	})
	c := &Channel{cfg: cfg, log: logger(cfg.Logger), intake: intake, inbox: inbox, allowed: allowedSet(cfg.Allowed, cfg.AllowAll), recheck: make(chan struct{}, 1)}
	c.notices = bot.NewNoticeQueue(cfg.NoticeQueue, intake, c.sendNotice, c.log)
	cfg.Client.watch(c.clientChanged)
	return c, nil
}

// allowedSet returns a membership test for numbers (digits).
func allowedSet(numbers []string, all bool) func(string) bool {
	if all {
		return func(string) bool { return true }
	}
	set := slices.Clone(numbers)
	slices.Sort(set)
	return func(n string) bool {
		_, found := slices.BinarySearch(set, n)
		return found
	}
}
