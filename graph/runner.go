package graph

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/graph/offline"
	"github.com/memo-assistant/memo/resolution"
)

// Planner turns a message into a plan. The offline grammar and the model
// planner implement it.
type Planner interface {
	// Plan returns the plan for req. An *memo.Error with code EInvalid is a
	// request understood but impossible as said; it is shown to the user.
	Plan(ctx context.Context, req memo.PlanRequest) (memo.Plan, error)
}

// SettingsService changes a user's settings.
type SettingsService interface {
	// SetDigestTime sets the local time ("HH:MM") of the user's morning
	// digest and returns when it comes next. EInvalid for a bad time.
	SetDigestTime(ctx context.Context, userID, hhmm string) (time.Time, error)
	// StopDigest stops the user's morning digest; SetDigestTime starts it
	// again.
	StopDigest(ctx context.Context, userID string) error
	// SetZone moves the user to zone until a time (nil: until they say
	// they are back), or home when zone is their home zone, and returns
	// the user before and after; the digest and the repeating reminders
	// set in the zone left move with them.
	SetZone(ctx context.Context, userID, zone string, until *time.Time) (before, after memo.User, err error)
	// RestoreZone puts the user's zones and stay back as they are in u.
	RestoreZone(ctx context.Context, u memo.User) error
}

// GoogleAccounts links users' Google accounts.
type GoogleAccounts interface {
	// ConnectURL returns a link that connects userID's Google account,
	// asked in chatID; the outcome is sent to chatID in lang.
	ConnectURL(ctx context.Context, userID, chatID string, lang memo.Language) (string, error)
	// Notify sends text to chatID now: a link asked for in a group goes to
	// the member's private chat. Errors when no channel can send it.
	Notify(ctx context.Context, chatID, text string) error
	// Disconnect revokes and forgets userID's link; false when there was
	// none.
	Disconnect(ctx context.Context, userID string) (bool, error)
	// CopyLocal copies userID's events of the local calendar, from now
	// on, to their Google Calendar and returns how many it created; a
	// second call creates none again.
	CopyLocal(ctx context.Context, userID string) (int, error)
}

// SentFinder finds a message the bot sent in a chat.
type SentFinder interface {
	// FindSentMessage returns the message; ok is false when it is unknown.
	FindSentMessage(ctx context.Context, chatID, messageID string) (memo.SentMessage, bool, error)
	// LatestSentMessage returns the newest message of kind ("reminder")
	// sent to the chat; ok is false when there is none.
	LatestSentMessage(ctx context.Context, chatID, kind string) (memo.SentMessage, bool, error)
}

// Config is what a Runner needs.
type Config struct {
	Planner Planner
	// Grammar is the planner asked, with no model call, whether a reply
	// to a pending question is a request of its own instead ("remind me at
	// 8 to call Sara" while Memo waits for another reminder's time): the
	// offline grammar, the one Planner routes to first when it is the
	// model's router. Default a new offline grammar.
	Grammar Planner
	Users   memo.UserService
	Tasks   memo.TaskService
	Lists   memo.ListService
	State   memo.ConversationState
	// Clock tells the time; default the system clock.
	Clock memo.Clock
	// Zone is the time zone of new users; default Asia/Jerusalem.
	Zone *time.Location
	// Lang is the language of a chat that never wrote a word; default Hebrew.
	Lang memo.Language
	// PendingTTL is how long a question waits for its answer; default
	// memo.DefaultPendingTTL.
	PendingTTL time.Duration
	// Matcher scores names against candidates; default resolution.DefaultMatcher().
	Matcher *resolution.Matcher
	// Calendars gives each user's calendar (the local one, or Google
	// Calendar when linked); nil refuses calendar steps.
	Calendars CalendarSource
	// Settings changes user settings (the digest time); nil refuses them.
	Settings SettingsService
	// Google links Google accounts; nil answers that the operator has not
	// set Google up.
	Google GoogleAccounts
	// Mail gives each user's Gmail; nil answers that the operator has not
	// set Google up.
	Mail MailSource
	// Sent finds messages the bot sent, so "done" quoting a reminder
	// completes its tasks; nil ignores quotes.
	Sent SentFinder
	// Memory is the second brain (remember, recall, forget); nil refuses
	// memory steps.
	Memory MemoryService
	// Reader reads, as data, the photos and documents messages carry and
	// the forwarded texts the grammar cannot place (one model call each);
	// nil answers a photo that a model is needed, and offers a forwarded
	// text as a note, a reminder or an event.
	Reader ContentReader
	// Traces keeps a trace row per turn (model calls, tokens, latency);
	// nil keeps none. Every turn is also logged at info level.
	Traces memo.TraceStore
	// Logger; nil discards.
	Logger *slog.Logger
}

// Runner runs turns. It is safe for concurrent use by different chats; the
// dispatcher guarantees one turn at a time per chat.
type Runner struct {
	cfg     Config
	matcher resolution.Matcher
	log     *slog.Logger
}

// New returns a Runner, or an error naming the missing dependency.
func New(cfg Config) (*Runner, error) {
	switch {
	case cfg.Planner == nil:
		return nil, errors.New("graph: no planner")
	case cfg.Users == nil || cfg.Tasks == nil || cfg.Lists == nil:
		return nil, errors.New("graph: users, tasks and lists services are required")
	case cfg.State == nil:
		return nil, errors.New("graph: no conversation state")
	}
	if cfg.Grammar == nil {
		cfg.Grammar = offline.New()
	}
	if cfg.Clock == nil {
		cfg.Clock = memo.SystemClock{}
	}
	if cfg.Zone == nil {
		loc, err := time.LoadLocation("Asia/Jerusalem")
		if err != nil {
			return nil, fmt.Errorf("graph: default zone: %w", err)
		}
		cfg.Zone = loc
	}
	if !cfg.Lang.Valid() {
		cfg.Lang = memo.Hebrew
	}
	if cfg.PendingTTL <= 0 {
		cfg.PendingTTL = memo.DefaultPendingTTL
	}
	m := resolution.DefaultMatcher()
	if cfg.Matcher != nil {
		m = *cfg.Matcher
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	return &Runner{cfg: cfg, matcher: m, log: log}, nil
}

// recentForPlanner is how many recent turns a planner sees.
const recentForPlanner = 6

// Handle runs one turn for a message and returns the reply. Errors are
// returned only when the turn could not run at all (the state store is
// down); everything the user did wrong is a reply.
func (r *Runner) Handle(ctx context.Context, in memo.Inbound) (memo.Reply, error) {
	lock := r.newChatLock(in.ChatID)
	defer lock.release(ctx)
	t, err := r.begin(ctx, in, lock)
	if err != nil {
		return memo.Reply{}, err
	}
	if in.Attachment != nil {
		// A photo or a document to read: what it shows is offered.
		if err := r.photo(ctx, t); err != nil {
			return memo.Reply{}, err
		}
		return r.finish(ctx, t)
	}
	if in.Shared.Reaction != nil {
		return r.react(ctx, t)
	}
	if sharedContent(in) || in.Shared.Forwarded {
		// Contact cards and places are saved, and forwarded text is
		// offered as content, with no planner.
		act := r.forwarded
		if sharedContent(in) {
			act = r.shared
		}
		if err := act(ctx, t); err != nil {
			return memo.Reply{}, err
		}
		return r.finish(ctx, t)
	}
	answered, err := r.answerPending(ctx, t)
	if err != nil {
		return memo.Reply{}, err
	}
	if !answered {
		if err := r.plan(ctx, t); err != nil {
			return memo.Reply{}, err
		}
	}
	return r.finish(ctx, t)
}

// begin loads the user and the chat's state, taking the chat's lock when
// the state is shared (lock is nil otherwise), and settles the language
// the turn answers in.
func (r *Runner) begin(ctx context.Context, in memo.Inbound, lock *chatLock) (*turn, error) {
	now := r.cfg.Clock.Now()
	text := Clean(in.Text)
	user, err := r.cfg.Users.EnsureUser(ctx, in.User(), r.cfg.Zone.String(), "")
	if err != nil {
		return nil, fmt.Errorf("load user: %w", err)
	}
	loc := user.Location(r.cfg.Zone)
	t := &turn{in: in, chat: in.ChatID, user: user, text: text, now: now.In(loc), loc: loc, source: "reply", started: time.Now(),
		lock: lock, planID: turnIDFor(in)}
	if err := r.loadChat(ctx, t); err != nil {
		return nil, err
	}
	lang, ok := memo.DetectLanguage(text)
	if in.Shared.Forwarded || in.Shared.Reaction != nil {
		// Someone else's words, or none: the reply speaks the chat's
		// language, and only a chat that never spoke takes the text's.
		if l := chatLanguage(t.state, user); l.Valid() || !ok {
			lang = l
		}
		if !lang.Valid() {
			lang = r.cfg.Lang
		}
		t.lang = lang
		return t, nil
	}
	switch {
	case !ok:
		lang = t.state.Language
	case memo.Even(text) && t.state.Language.Valid():
		// "rename את זה ל focus time": half in each language tells no
		// change; the chat keeps the one it speaks.
		lang = t.state.Language
	case memo.OneWord(text) && lang == memo.English && t.state.Language == memo.Hebrew:
		// "undo", "ok", "lol" in a Hebrew chat: Hebrew speakers text
		// English words alone; the chat keeps its language. (A Hebrew
		// word alone in an English chat, "שלום", changes it.)
		lang = t.state.Language
	case t.state.Language != lang:
		// Written with the rest at the end, and only when it changed.
		t.write.Language = lang
	}
	if !ok {
		if !lang.Valid() {
			lang = user.Language
		}
		if !lang.Valid() {
			lang = r.cfg.Lang
		}
	} else {
		if user.Language != lang {
			user.Language = lang
			if err := r.cfg.Users.UpdateUser(ctx, user); err != nil {
				return nil, fmt.Errorf("save user language: %w", err)
			}
		}
	}
	t.lang = lang
	return t, nil
}

// chatLanguage is the language the chat speaks: the one it last wrote
// in, else the user's; invalid when neither is known.
func chatLanguage(st memo.ChatState, u memo.User) memo.Language {
	if st.Language.Valid() {
		return st.Language
	}
	return u.Language
}

// plan runs the planner on the message and then the plan.
func (r *Runner) plan(ctx context.Context, t *turn) error {
	if more := moreOf(t); more != nil {
		return r.more(ctx, t, *more)
	}
	req := memo.PlanRequest{TurnID: t.planID, Text: t.text, Lang: t.lang, Now: t.now, Loc: t.loc, Numbered: t.state.Numbered}
	names, err := r.cfg.Lists.ListNames(ctx, t.user.ID)
	if err != nil {
		return fmt.Errorf("list names: %w", err)
	}
	req.ListNames = names
	req.Recent = t.state.Recent
	req.Dropped = t.dropped
	var quoted []string
	if quoted, err = r.quotedTasks(ctx, t.chat, t.in.QuotedMessageID, ""); err != nil {
		return err
	}
	req.Quoted = len(quoted) > 0
	if req.Focus, err = r.focus(ctx, t, quoted, req.Recent); err != nil {
		return err
	}
	t.turnID, t.source = req.TurnID, "planner"
	plan, err := r.cfg.Planner.Plan(ctx, req)
	t.usage = t.usage.Add(plan.Usage)
	if plan.Source != "" {
		t.source = plan.Source
	}
	if err != nil {
		// A planner failure (a request impossible as said, or the model
		// unreachable after its retries) is a reply, and the turn is still
		// traced with what it cost.
		switch memo.ErrorCodeOf(err) {
		case memo.EInvalid, memo.ENotFound:
		default:
			r.log.ErrorContext(ctx, "plan", "chat", t.chat, "turn", t.turnID, "err", err)
		}
		t.outcomes = append(t.outcomes, formatter.StepOutcome{
			Step: memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpUnknown, General: &memo.GeneralArgs{}},
			Err:  err,
		})
		return nil
	}
	withQuote(plan, quoted)
	if q := t.setAside; q != nil && manyChoices(*q) && unknownPlan(plan) && offline.PointsBack(t.text) {
		// "make it 11" or "delete it" while Memo asks which of several
		// items is meant, read as nothing, points at one of them: the
		// question is asked again rather than set aside.
		t.reopen(*q)
		return nil
	}
	return r.run(ctx, t, plan, 0)
}

// unknownPlan reports whether plan only says the message was not understood.
func unknownPlan(plan memo.Plan) bool {
	return len(plan.Steps) == 1 && plan.Steps[0].Capability == memo.CapGeneral && plan.Steps[0].Operation == memo.OpUnknown
}

// reopen keeps q, the question the message was taken to set aside, open:
// nothing of it is taken, and the reply asks it again.
func (t *turn) reopen(q memo.Pending) {
	t.pending, t.notice = &q, formatter.NoticeInvalidChoice
	t.setAside, t.dropped = nil, nil
	t.write.Answered, t.write.Dropped = 0, 0
}

// withQuote puts the tasks of the message the user quoted in the steps
// of plan that take theirs from it (TaskArgs.FromQuote), so the steps
// carry them wherever the plan runs: in this turn, or in the one that
// answers a question it asks first.
func withQuote(plan memo.Plan, quoted []string) {
	for _, s := range plan.Steps {
		if s.Tasks != nil && s.Tasks.FromQuote {
			s.Tasks.Quoted = slices.Clone(quoted)
		}
	}
}

// finish renders the reply, remembers the numbered list it shows and logs
// the turn in the recent-turns window.
func (r *Runner) finish(ctx context.Context, t *turn) (memo.Reply, error) {
	out := formatter.Write(formatter.Input{
		Lang: t.lang, Loc: t.loc, Now: t.now, Steps: t.outcomes, Pending: t.pending, Notice: t.notice, Dropped: t.setAside,
	})
	reply := memo.Reply{ChatID: t.chat, Text: out.Text, Lang: t.lang, Success: true, Pending: t.pending}
	for _, o := range t.outcomes {
		reply.Tool = string(o.Step.Operation)
		if o.Result != nil {
			reply.Result = combine(reply.Result, o.Result)
		}
		if o.Err != nil || failed(o) {
			reply.Success = false
		}
	}
	if t.pending != nil {
		if s, _, ok := t.pending.Step(); ok {
			reply.Tool = string(s.Operation)
		}
	}
	if t.notice == formatter.NoticeExpired {
		reply.Success = false
	}
	if reply.Tool == "" {
		reply.Tool = "general.reply"
	}
	r.trace(ctx, t, reply)
	if err := t.remember(); err != nil {
		return memo.Reply{}, err
	}
	if err := r.saveChat(ctx, t, out.Numbered,
		memo.Turn{At: t.now, Role: "user", Text: clipBytes(t.text, maxUserTurnBytes)},
		memo.Turn{At: t.now, Role: "assistant", Text: clipBytes(turnText(t.outcomes, out.Text), maxReplyTurnBytes), Tool: reply.Tool},
	); err != nil {
		return memo.Reply{}, err
	}
	return reply, nil
}

// combine joins the result of a later step of the turn to the ones before
// it, so a reply to several requests carries all their items ("dinner at
// Ronit's friday at 8 and remind me thursday to buy wine"): the envelope
// is the last step's, with the items and counts of all.
func combine(sofar, next *memo.Result) *memo.Result {
	if sofar == nil {
		return next
	}
	out := *next
	out.Items = append(append([]memo.Item{}, sofar.Items...), next.Items...)
	m := &out.Meta
	m.Count += sofar.Meta.Count
	m.Created += sofar.Meta.Created
	m.Updated += sofar.Meta.Updated
	m.Deleted += sofar.Meta.Deleted
	m.NotFound = append(append([]string{}, sofar.Meta.NotFound...), m.NotFound...)
	m.Errors = append(append([]memo.ItemError{}, sofar.Meta.Errors...), m.Errors...)
	m.Summaries = append(append([]string{}, sofar.Meta.Summaries...), m.Summaries...)
	return &out
}

// failed reports whether a step achieved nothing the user asked for: a
// mutation whose targets were all missing, or a general "didn't understand".
func failed(o formatter.StepOutcome) bool {
	if o.Step.Capability == memo.CapGeneral {
		return o.Step.Operation == memo.OpUnknown || o.Err != nil
	}
	if o.Result == nil {
		return false
	}
	switch o.Step.Operation {
	case memo.OpTaskGetAll, memo.OpListGetAll, memo.OpListGet, memo.OpEventGet,
		memo.OpTaskCreate, memo.OpListCreate, memo.OpEventCreate:
		return false
	}
	return len(o.Result.Items) == 0 && len(o.Result.Meta.NotFound) > 0
}

// trace logs the turn and stores its trace row. A failure to store it is
// logged, not shown: accounting must not cost the user the reply.
func (r *Runner) trace(ctx context.Context, t *turn, reply memo.Reply) {
	tr := memo.TurnTrace{
		TurnID: t.turnID, ChatID: t.chat, At: t.now, Source: t.source, Tool: reply.Tool,
		Success: reply.Success, Usage: t.usage, Duration: time.Since(t.started), Steps: t.ran,
	}
	if tr.TurnID == "" && t.pending != nil {
		tr.TurnID = t.pending.Plan.TurnID
	}
	r.log.InfoContext(ctx, "turn", "chat", t.chat, "turn", tr.TurnID, "source", tr.Source, "tool", tr.Tool,
		"success", tr.Success, "model_calls", tr.Usage.Calls, "prompt_tokens", tr.Usage.PromptTokens,
		"completion_tokens", tr.Usage.CompletionTokens, "model_latency", tr.Usage.Latency, "duration", tr.Duration)
	if r.cfg.Traces == nil {
		return
	}
	if err := r.cfg.Traces.SaveTrace(ctx, tr); err != nil {
		r.log.ErrorContext(ctx, "save turn trace", "chat", t.chat, "err", err)
	}
}

func newTurnID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
