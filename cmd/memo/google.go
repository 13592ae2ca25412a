package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/oauth2"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/gcal"
	"github.com/memo-assistant/memo/adapters/gmail"
	"github.com/memo-assistant/memo/adapters/googleauth"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/reminder"
	"github.com/memo-assistant/memo/store/sqldb"
)

// googleAccounts is graph.GoogleAccounts for memo: the linker on
// MEMO_PUBLIC_URL under memo serve, or, under memo chat, on a listener on
// 127.0.0.1 started at the first request (the installed-app loopback
// redirect). News about a link goes out through the notifier set with
// setNotifier: the terminal in chat, the user's channel in serve.
type googleAccounts struct {
	cfg   googleConfig
	db    *sqldb.DB
	clock memo.Clock
	log   *slog.Logger
	// loopback starts the linker on a 127.0.0.1 listener (memo chat).
	loopback bool

	// cals, state and ttl offer, on linking, to copy the local calendar's
	// events to Google (see offerCopy); set by open.
	cals  *userCalendars
	state memo.ConversationState
	ttl   time.Duration

	mu     sync.Mutex
	notify reminder.Notifier
	linker *googleauth.Linker
	srv    *http.Server
}

// Compile-time checks.
var (
	_ graph.GoogleAccounts = (*googleAccounts)(nil)
	_ graph.MailSource     = (*googleAccounts)(nil)
)

// Mail implements graph.MailSource: the user's Gmail, EUnlinked until
// they link their account.
func (g *googleAccounts) Mail(ctx context.Context, userID string) (memo.Mailbox, memo.ContactSearcher, error) {
	ts, ok, err := g.tokenSource(ctx, userID)
	if err != nil {
		return nil, nil, fmt.Errorf("google token: %w", err)
	}
	if !ok {
		return nil, nil, memo.Errorf(memo.EUnlinked, "no Google account linked")
	}
	box, err := gmail.New(ctx, gmail.Config{
		TokenSource: ts, Endpoint: g.cfg.GmailURL, PeopleEndpoint: g.cfg.PeopleURL, Clock: g.clock,
		HTTPClient: &http.Client{Timeout: 30 * time.Second, Transport: &bot.AwayTransport{}},
	})
	if err != nil {
		return nil, nil, err
	}
	return box, box, nil
}

// accountTimeout bounds asking Gmail which address was linked.
const accountTimeout = 10 * time.Second

// account is the Gmail address of userID's linked account (users.getProfile),
// which the message that says the account is linked names.
func (g *googleAccounts) account(ctx context.Context, userID string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, accountTimeout)
	defer cancel()
	ts, ok, err := g.tokenSource(ctx, userID)
	if err != nil || !ok {
		return "", fmt.Errorf("google token: linked %v: %w", ok, err)
	}
	box, err := gmail.New(ctx, gmail.Config{
		TokenSource: ts, Endpoint: g.cfg.GmailURL, PeopleEndpoint: g.cfg.PeopleURL, Clock: g.clock,
		HTTPClient: &http.Client{Timeout: accountTimeout, Transport: &bot.AwayTransport{}},
	})
	if err != nil {
		return "", err
	}
	return box.Address(ctx)
}

// setNotifier sends news about links through n from now on.
func (g *googleAccounts) setNotifier(n reminder.Notifier) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.notify = n
}

// Notify implements googleauth.Notifier through the notifier set.
func (g *googleAccounts) Notify(ctx context.Context, chatID, text string) error {
	g.mu.Lock()
	n := g.notify
	g.mu.Unlock()
	if n == nil {
		return errors.New("no channel to tell the user")
	}
	_, err := n.Notify(ctx, reminder.Notification{ChatID: chatID, Text: text, Kind: "google"})
	return err
}

// newLinker builds the linker on publicURL.
func (g *googleAccounts) newLinker(publicURL string) (*googleauth.Linker, error) {
	return googleauth.New(googleauth.Config{
		ClientID: g.cfg.ClientID, ClientSecret: g.cfg.ClientSecret, PublicURL: publicURL,
		Secret: g.cfg.SecretKey, Scopes: g.cfg.Scopes,
		AuthURL: g.cfg.AuthURL, TokenURL: g.cfg.TokenURL, RevokeURL: g.cfg.RevokeURL,
		Links: g.db, States: g.db, Notify: g, OnLinked: g.offerCopy, Account: g.account, Clock: g.clock, Logger: g.log,
		HTTPClient: &http.Client{Timeout: 30 * time.Second, Transport: &bot.AwayTransport{}},
	})
}

// get returns the linker, starting the loopback listener on first use
// under memo chat.
func (g *googleAccounts) get() (*googleauth.Linker, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.linker != nil {
		return g.linker, nil
	}
	if !g.loopback {
		l, err := g.newLinker(g.cfg.PublicURL)
		if err != nil {
			return nil, err
		}
		g.linker = l
		return l, nil
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("google: loopback listener: %w", err)
	}
	l, err := g.newLinker("http://" + ln.Addr().String())
	if err != nil {
		ln.Close()
		return nil, err
	}
	g.srv = &http.Server{Handler: l.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go func() {
		if err := g.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			g.log.Warn("google: loopback server", "err", err)
		}
	}()
	g.linker = l
	return l, nil
}

// handler returns the linking routes for memo serve.
func (g *googleAccounts) handler() (http.Handler, error) {
	l, err := g.get()
	if err != nil {
		return nil, err
	}
	return l.Handler(), nil
}

// ConnectURL implements graph.GoogleAccounts.
func (g *googleAccounts) ConnectURL(ctx context.Context, userID, chatID string, lang memo.Language) (string, error) {
	l, err := g.get()
	if err != nil {
		return "", err
	}
	return l.ConnectURL(ctx, userID, chatID, lang)
}

// Disconnect implements graph.GoogleAccounts.
func (g *googleAccounts) Disconnect(ctx context.Context, userID string) (bool, error) {
	l, err := g.get()
	if err != nil {
		return false, err
	}
	return l.Disconnect(ctx, userID)
}

// tokenSource returns userID's token source; ok is false when the user
// has not linked.
func (g *googleAccounts) tokenSource(ctx context.Context, userID string) (oauth2.TokenSource, bool, error) {
	if _, ok, err := g.db.FindGoogleLink(ctx, userID); err != nil || !ok {
		return nil, false, err
	}
	l, err := g.get()
	if err != nil {
		return nil, false, err
	}
	ts, err := l.TokenSource(ctx, userID)
	if memo.ErrorCodeOf(err) == memo.EUnlinked {
		return nil, false, nil
	}
	return ts, err == nil, err
}

// close stops the loopback listener, if one runs.
func (g *googleAccounts) close() error {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.srv == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	return g.srv.Shutdown(ctx)
}

// userCalendars gives each user Google Calendar once they have linked
// their account, and the local calendar otherwise.
type userCalendars struct {
	local  *localCalendars
	google *googleAccounts
}

// Calendar implements graph.CalendarSource.
func (u *userCalendars) Calendar(ctx context.Context, userID string) (memo.Calendar, error) {
	cal, ok, err := u.googleCalendar(ctx, userID)
	if err != nil || ok {
		return cal, err
	}
	return u.local.Calendar(ctx, userID)
}

// googleCalendar is userID's Google Calendar; ok is false when the user
// has linked no account.
func (u *userCalendars) googleCalendar(ctx context.Context, userID string) (memo.Calendar, bool, error) {
	ts, ok, err := u.google.tokenSource(ctx, userID)
	if err != nil {
		return nil, false, fmt.Errorf("google token: %w", err)
	}
	if !ok {
		return nil, false, nil
	}
	usr, err := u.local.db.EnsureUser(ctx, userID, u.local.zone.String(), "")
	if err != nil {
		return nil, false, fmt.Errorf("load user: %w", err)
	}
	cal, err := gcal.New(ctx, gcal.Config{
		TokenSource: ts, Location: usr.Location(u.local.zone), Endpoint: u.google.cfg.APIURL,
		HTTPClient: &http.Client{Timeout: 30 * time.Second, Transport: &bot.AwayTransport{}},
	})
	return cal, err == nil, err
}
