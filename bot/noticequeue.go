package bot

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Pacing of the notices a channel gives outside a turn.
const (
	// DefaultNoticeQueue is how many notices may wait to be sent.
	DefaultNoticeQueue = 64
	// RefusalEvery is how often a number not allowed is told so.
	RefusalEvery = 24 * time.Hour
	// PrecheckEvery is how often a chat is told a message was too long or
	// too large: once explains it, a burst of the same would be noise.
	PrecheckEvery = time.Minute
	// BusyEvery is how often a flooding chat is asked to wait.
	BusyEvery = time.Minute
	// InterruptedEvery is how often a chat is told a restart cut its turn
	// short.
	InterruptedEvery = time.Minute
	// noticeTimeout bounds sending one notice.
	noticeTimeout = 30 * time.Second
	// noticeDrain bounds sending the notices left when a channel stops.
	noticeDrain = 5 * time.Second
)

// NoticeJob is one thing a channel says outside a turn: a notice its
// intake gave (a message too long, a flood, a refusal, a turn a restart
// cut short), or an alert for the operator.
type NoticeJob struct {
	// Chat is where it is said.
	Chat string
	// Notice is what is said, worded in the language Hint is written in.
	Notice Notice
	// Hint is the start of the message the notice answers.
	Hint string
	// Text, when not empty, is said instead of Notice's wording (an alert
	// for the operator), in Lang.
	Text string
	Lang memo.Language
	// Whom is who it is remembered for (a user or a chat): it is said at
	// most once per Every to them. Every 0 says it each time.
	Whom  string
	Every time.Duration
	// WaitUp holds the notice until the channel's link is up (a notice
	// Recover gave, before the channel connected).
	WaitUp bool
}

// NoticeSend sends the words of job j to j.Chat: the channel's own way to
// send a text.
type NoticeSend func(ctx context.Context, j NoticeJob, text string, lang memo.Language) error

// NoticeQueue holds the notices a channel gives while it takes messages,
// and sends them from the channel's Run loop, so that taking a message
// never waits for a send. Queue never blocks: with the queue full a
// notice is dropped and logged, so a flood cannot grow it.
type NoticeQueue struct {
	jobs   chan NoticeJob
	intake *Intake
	send   NoticeSend
	log    *slog.Logger
}

// NewNoticeQueue returns a queue of size (DefaultNoticeQueue when not
// positive) whose notices intake paces and words, and send sends.
func NewNoticeQueue(size int, intake *Intake, send NoticeSend, log *slog.Logger) *NoticeQueue {
	if size <= 0 {
		size = DefaultNoticeQueue
	}
	if log == nil {
		log = slog.Default()
	}
	return &NoticeQueue{jobs: make(chan NoticeJob, size), intake: intake, send: send, log: log}
}

// Queue queues j without blocking; the hint is cut to what tells a
// language.
func (q *NoticeQueue) Queue(j NoticeJob) {
	if len(j.Hint) > 200 {
		j.Hint = strings.ToValidUTF8(j.Hint[:200], "")
	}
	select {
	case q.jobs <- j:
	default:
		q.log.Warn("notice dropped: queue full", "chat", j.Chat, "notice", string(j.Notice))
	}
}

// Jobs is where a channel's Run loop takes the next notice from.
func (q *NoticeQueue) Jobs() <-chan NoticeJob { return q.jobs }

// Send sends j within ctx and a bound of its own, unless it was said to
// j.Whom within j.Every. A Run loop that is stopping finishes a notice it
// began by passing context.WithoutCancel.
func (q *NoticeQueue) Send(ctx context.Context, j NoticeJob) {
	ctx, cancel := context.WithTimeout(ctx, noticeTimeout)
	defer cancel()
	if j.Every > 0 && !q.intake.Once(ctx, string(j.Notice), j.Whom, j.Every) {
		return
	}
	text, lang := j.Text, j.Lang
	if text == "" {
		lang = q.intake.Lang(ctx, memo.Inbound{ChatID: j.Chat, Text: j.Hint})
		text = j.Notice.Text(lang)
	}
	if err := q.send(ctx, j, text, lang); err != nil {
		q.log.Error("send notice", "chat", j.Chat, "notice", string(j.Notice), "err", err)
	}
}

// Drain sends first (when not nil) and the notices still queued, within a
// few seconds of ctx's end; those ready refuses (a link that is down) are
// logged and dropped. Call it when the channel stops.
func (q *NoticeQueue) Drain(ctx context.Context, first *NoticeJob, ready func(NoticeJob) bool) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), noticeDrain)
	defer cancel()
	send := func(j NoticeJob) {
		if ready != nil && !ready(j) {
			q.log.Warn("notice not sent: the link is down", "chat", j.Chat, "notice", string(j.Notice))
			return
		}
		q.Send(ctx, j)
	}
	if first != nil {
		send(*first)
	}
	for {
		select {
		case j := <-q.jobs:
			send(j)
		default:
			return
		}
	}
}
