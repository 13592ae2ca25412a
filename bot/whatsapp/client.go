package whatsapp

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"time"

	"go.mau.fi/whatsmeow"
	"go.mau.fi/whatsmeow/proto/waE2E"
	"go.mau.fi/whatsmeow/store"
	"go.mau.fi/whatsmeow/store/sqlstore"
	"go.mau.fi/whatsmeow/types"
	"go.mau.fi/whatsmeow/types/events"

	// The session store uses Memo's SQLite driver, pure Go, no cgo.
	_ "modernc.org/sqlite"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/store/sqlite"
)

// Defaults of Config.
const (
	DefaultMinBackoff = 2 * time.Second
	DefaultMaxBackoff = 5 * time.Minute
	// firstQR and nextQR are how long WhatsApp's QR codes are valid: the
	// first a minute, the five after it 20 seconds each.
	firstQR = 60 * time.Second
	nextQR  = 20 * time.Second
	// Waits after the server ended the session for a reason a quick retry
	// does not fix.
	replacedWait = 5 * time.Minute
	outdatedWait = time.Hour
)

// Config is what a Client needs.
type Config struct {
	// Path is the SQLite file. The session's tables (whatsmeow_*) live in it
	// next to Memo's own, through a second connection pool. Required.
	Path string
	// DB, when set, holds the session's tables instead of the file at
	// Path: a shared PostgreSQL database (Dialect "postgres"), so the
	// replica that wins the lease connects as the same linked device. The
	// caller owns DB: Close leaves it open.
	DB *sql.DB
	// Dialect is DB's SQL dialect for whatsmeow's store: "postgres" or
	// "sqlite". Required with DB.
	Dialect string
	// Clock; default the system clock.
	Clock memo.Clock
	// Logger for the client and whatsmeow; nil discards.
	Logger *slog.Logger
	// Terminal, when set, receives each QR code drawn in text as it rotates.
	// Set it only to a terminal the operator watches: whoever reads the
	// code can take over the bot's number.
	Terminal io.Writer
	// PairAtStart starts pairing as soon as Run finds the device unpaired.
	// Off, Run waits for StartPairing (the operator's request on /pair or
	// by memo pair). After a logout Run always waits for it, so a session
	// the phone ended is not offered to whoever reaches the QR code next.
	PairAtStart bool
	// MediaHosts are the host suffixes media may be downloaded from;
	// default DefaultMediaHost (WhatsApp's own media hosts).
	MediaHosts []string
	// MaxMedia bounds every media download in bytes, on top of the
	// Inbox's checks; default DefaultMaxMedia.
	MaxMedia int64
	// Operator is the chat id ("+972…") that alerts about the link go to;
	// empty logs them only.
	Operator string
	// AlertAfter: an outage shorter than this is not reported; default
	// DefaultAlertAfter.
	AlertAfter time.Duration
	// Proxy, when set, is the proxy all WhatsApp traffic goes through
	// ("http://host:port", "socks5://host:port").
	Proxy string
	// MinBackoff and MaxBackoff bound the wait between failed connection
	// attempts, doubled each time; defaults DefaultMinBackoff,
	// DefaultMaxBackoff.
	MinBackoff time.Duration
	MaxBackoff time.Duration
}

// Client is the WhatsApp connection: the whatsmeow client and its session
// store, pairing, reconnects and the link state. It implements Sender and
// Downloader by handing the calls to the current whatsmeow client (a new
// one replaces it after a logout).
type Client struct {
	cfg       Config
	log       *slog.Logger
	link      *Link
	db        *sql.DB
	ownDB     bool // db was opened here, and Close closes it
	container *sqlstore.Container
	events    chan any // connection events for Run

	mu       sync.RWMutex
	wa       *whatsmeow.Client
	handlers []func(any) bool
	starts   []func(context.Context)
	printQR  bool
	// holdPairing: the device is unpaired and pairing waits for the
	// operator (pairReq).
	holdPairing bool
	pairReq     chan struct{}
}

var (
	_ Sender     = (*Client)(nil)
	_ Downloader = (*Client)(nil)
)

// Open opens the session store in cfg.Path (creating its tables) and loads
// the paired device, or a fresh one to pair. It does not connect: Run does.
func Open(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.Path == "" && cfg.DB == nil {
		return nil, errors.New("whatsapp: open: a database path is required")
	}
	if cfg.DB != nil && cfg.Dialect != "postgres" && cfg.Dialect != "sqlite" {
		return nil, fmt.Errorf("whatsapp: open: unknown session store dialect %q", cfg.Dialect)
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.MinBackoff <= 0 {
		cfg.MinBackoff = DefaultMinBackoff
	}
	if cfg.MaxBackoff < cfg.MinBackoff {
		cfg.MaxBackoff = max(DefaultMaxBackoff, cfg.MinBackoff)
	}
	if len(cfg.MediaHosts) == 0 {
		cfg.MediaHosts = []string{DefaultMediaHost}
	}
	if cfg.MaxMedia <= 0 {
		cfg.MaxMedia = DefaultMaxMedia
	}
	log := logger(cfg.Logger).With("component", "whatsapp")
	db, dialect, own := cfg.DB, cfg.Dialect, false
	where := cfg.Path
	if db == nil {
		// The session keys live in this file: create it private, as Memo's
		// store does, when pairing opens it first.
		if err := sqlite.PrepareFile(cfg.Path); err != nil {
			return nil, fmt.Errorf("whatsapp: open session store: %w", err)
		}
		var err error
		if db, err = sql.Open("sqlite", dsn(cfg.Path)); err != nil {
			return nil, fmt.Errorf("whatsapp: open session store %q: %w", cfg.Path, err)
		}
		dialect, own = "sqlite", true
	} else if where == "" {
		where = "(" + dialect + " database)"
	}
	closeOwn := func() {
		if own {
			db.Close()
		}
	}
	container := sqlstore.NewWithDB(db, dialect, waLogger{l: log.With("module", "store")})
	if err := container.Upgrade(ctx); err != nil {
		closeOwn()
		return nil, fmt.Errorf("whatsapp: open session store %q: %w", where, err)
	}
	dev, err := container.GetFirstDevice(ctx)
	if err != nil {
		closeOwn()
		return nil, fmt.Errorf("whatsapp: load device: %w", err)
	}
	c := &Client{
		cfg: cfg, log: log, db: db, ownDB: own, container: container,
		link:        NewLink(cfg.Clock, cfg.AlertAfter, log),
		events:      make(chan any, 64),
		printQR:     cfg.Terminal != nil,
		holdPairing: dev.ID == nil && !cfg.PairAtStart,
		pairReq:     make(chan struct{}, 1),
	}
	if c.wa, err = c.newWhatsmeow(dev); err != nil {
		closeOwn()
		return nil, err
	}
	if dev.ID != nil {
		c.link.SetSelf(selfOf(dev.ID, dev.LID))
	}
	return c, nil
}

// dsn is the session store's connection string: foreign keys (whatsmeow's
// schema upgrade refuses to run without them), WAL and a busy timeout so
// its writes and Memo's wait for each other instead of failing, and
// immediate write transactions so two writers never deadlock upgrading a
// read lock.
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + esc + "?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_txlock=immediate"
}

func (c *Client) newWhatsmeow(dev *store.Device) (*whatsmeow.Client, error) {
	wa := whatsmeow.NewClient(dev, waLogger{l: c.log.With("module", "whatsmeow")})
	if c.cfg.Proxy != "" {
		if err := wa.SetProxyAddress(c.cfg.Proxy); err != nil {
			return nil, fmt.Errorf("whatsapp: proxy %q: %w", c.cfg.Proxy, err)
		}
	}
	// Media only from WhatsApp's media hosts, within the size limit, over
	// the same proxy (set after it: it replaces the proxy's media client).
	media, err := mediaClient(c.cfg.Proxy, c.cfg.MediaHosts, encryptedSize(c.cfg.MaxMedia))
	if err != nil {
		return nil, fmt.Errorf("whatsapp: %w", err)
	}
	wa.SetMediaHTTPClient(media)
	wa.EnableAutoReconnect = true
	// Memo answers new messages only; the chat history a phone offers a
	// new device is never downloaded.
	wa.ManualHistorySyncDownload = true
	// A message is acknowledged only once the handlers took it: one the
	// Inbox could not queue (shutting down) is left for WhatsApp to deliver
	// again, to this process after a restart or to the standby. The
	// decrypted-event buffer keeps its plaintext, since a redelivered
	// message can no longer be decrypted.
	wa.SynchronousAck = true
	wa.EnableDecryptedEventBuffer = true
	wa.AddEventHandlerWithSuccessStatus(c.dispatch)
	return wa, nil
}

// Close closes the session store. Call it after Run returned.
func (c *Client) Close() error {
	if !c.ownDB {
		return nil
	}
	if err := c.db.Close(); err != nil {
		return fmt.Errorf("whatsapp: close session store: %w", err)
	}
	return nil
}

// Link returns the link state tracker (for /healthz and /pair).
func (c *Client) Link() *Link { return c.link }

// Status returns the link's status.
func (c *Client) Status() Status { return c.link.Status() }

// AddEventHandler registers h for every whatsmeow event, on this client
// and on any that replaces it. h runs on whatsmeow's receive loop: it must
// not block (Inbox.HandleEvent only converts and enqueues). When h returns
// false for a message, the message is not acknowledged, and WhatsApp
// delivers it again later.
func (c *Client) AddEventHandler(h func(any) bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.handlers = append(c.handlers, h)
}

// OnSession registers f to run each time Run begins, before it connects:
// at start, and each time this process takes the session lease over.
// Inbox.Recover goes there, so the messages a restart left are queued
// before WhatsApp delivers new ones.
func (c *Client) OnSession(f func(ctx context.Context)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.starts = append(c.starts, f)
}

// PrintQR turns printing QR codes to the terminal on or off (off while
// pairing by code).
func (c *Client) PrintQR(on bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.printQR = on && c.cfg.Terminal != nil
}

// dispatch is the one handler registered on whatsmeow: it updates the link
// state, hands connection events to Run and every event to the handlers.
// It reports whether every handler took the event.
func (c *Client) dispatch(evt any) bool {
	conn := c.link.HandleEvent(evt)
	if _, ok := evt.(*events.QR); ok {
		conn = true
	}
	if conn {
		select {
		case c.events <- evt:
		default:
			c.log.Warn("connection event dropped; Run is behind", "event", fmt.Sprintf("%T", evt))
		}
	}
	c.mu.RLock()
	hs := c.handlers
	c.mu.RUnlock()
	ok := true
	for _, h := range hs {
		ok = h(evt) && ok
	}
	return ok
}

func (c *Client) current() *whatsmeow.Client {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.wa
}

// SendMessage sends through the current whatsmeow client.
func (c *Client) SendMessage(ctx context.Context, to types.JID, msg *waE2E.Message, extra ...whatsmeow.SendRequestExtra) (whatsmeow.SendResponse, error) {
	return c.current().SendMessage(ctx, to, msg, extra...)
}

// MarkRead sends a read receipt through the current whatsmeow client.
func (c *Client) MarkRead(ctx context.Context, ids []types.MessageID, timestamp time.Time, chat, sender types.JID, receiptTypeExtra ...types.ReceiptType) error {
	return c.current().MarkRead(ctx, ids, timestamp, chat, sender, receiptTypeExtra...)
}

// SendChatPresence sends "typing…" or its end through the current client.
func (c *Client) SendChatPresence(ctx context.Context, jid types.JID, state types.ChatPresence, media types.ChatPresenceMedia) error {
	return c.current().SendChatPresence(ctx, jid, state, media)
}

// DownloadMediaWithPathToFile downloads media by its direct path through
// the current whatsmeow client, from WhatsApp's media hosts only.
func (c *Client) DownloadMediaWithPathToFile(ctx context.Context, directPath string, encFileHash, fileHash, mediaKey []byte,
	fileLength int, mediaType whatsmeow.MediaType, mmsType string, file whatsmeow.File) error {
	return c.current().DownloadMediaWithPathToFile(ctx, directPath, encFileHash, fileHash, mediaKey, fileLength, mediaType, mmsType, file)
}
