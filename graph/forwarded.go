package graph

import (
	"context"
	"regexp"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/graph/forward"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// maxForwardBytes is how much of a forwarded text a turn keeps: the note
// it may become, and the question that waits for what to do with it.
const maxForwardBytes = 3000

// Steps of the plan a forwarded message's question holds: the note and
// the event it could become, and the reminder. Each has its own id, so
// the one the answer runs has an idempotency key of its own.
const (
	fwdNote   = "A"
	fwdEvent  = "B"
	fwdRemind = "C"
)

// forwarded runs the turn of a forwarded message, with no planner and no
// model call: its text is content, never a request. An appointment read
// from it is offered as a calendar event (yes / no / change); anything
// else is offered as a note, a reminder or an event, and the next message
// picks one. A question the chat was waiting on is set aside, never
// answered.
func (r *Runner) forwarded(ctx context.Context, t *turn) error {
	if p := t.state.Pending; p != nil {
		q := *p
		t.write.Dropped, t.setAside = q.Version, &q
	}
	t.source, t.turnID = "forward", t.planID
	text := clipBytes(cleanLines(t.in.Text), maxForwardBytes)
	if text == "" {
		// A forwarded photo or file without words: nothing to read.
		t.outcomes = append(t.outcomes, generalOutcome(memo.OpUnknown))
		return nil
	}
	rd := forward.Read(text, t.now, t.loc)
	// The chat's recent turns keep what was forwarded, never its words as
	// the user's: a planner reading them later must not take them for a
	// request.
	t.text = "[forwarded: " + strconvQuote(rd.Title) + "]"
	draft := memo.EventDraft{Summary: rd.Title, Location: rd.Place, AllDay: rd.AllDay}
	if rd.HasDate {
		draft.Start, draft.End = rd.Start, rd.End
	}
	plan := memo.Plan{TurnID: t.planID, Text: text, Lang: t.lang, Source: "forward", Steps: []memo.Step{
		{ID: fwdNote, Capability: memo.CapMemory, Operation: memo.OpMemoryStore,
			Memory: &memo.MemoryArgs{Draft: &memo.MemoryDraft{Kind: memo.MemoryNote, Text: text}}},
		{ID: fwdEvent, Capability: memo.CapCalendar, Operation: memo.OpEventCreate,
			Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{draft}}},
	}}
	if rd.Event() {
		t.ask(plan, fwdEvent, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonForwardEvent, Subject: rd.Title}, r.cfg.PendingTTL)
		return nil
	}
	if r.readForwarded(ctx, t, text) {
		return nil
	}
	q := memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonForwardMenu, Subject: rd.Title, Options: []memo.Option{
		{Label: rd.Title, IDs: []string{menuNote}},
		{Label: rd.Title, IDs: []string{menuRemind}},
		{Label: rd.Title, IDs: []string{menuEvent}},
	}}
	if rd.HasDate {
		// The day read is shown beside "add to calendar", said to have
		// passed when it has.
		when := rd.Start
		q.Options[2].When = &when
	}
	t.ask(plan, fwdNote, q, r.cfg.PendingTTL)
	return nil
}

// readForwarded offers what the model finds in a forwarded text the
// grammar could not place, with one call that reads the text as data,
// and reports whether it offered anything. Without a model, when the call
// fails or when it finds nothing, the turn offers the menu instead: what
// was forwarded is never lost to a failed reading.
func (r *Runner) readForwarded(ctx context.Context, t *turn, text string) bool {
	if r.cfg.Reader == nil {
		return false
	}
	f, usage, err := r.cfg.Reader.ReadContent(ctx, ContentRequest{Text: text, Lang: t.lang, Now: t.now, Loc: t.loc})
	t.usage = t.usage.Add(usage)
	if err != nil {
		r.log.WarnContext(ctx, "read forwarded text", "chat", t.chat, "turn", t.turnID, "err", err)
		return false
	}
	plan := memo.Plan{TurnID: t.planID, Text: text, Lang: t.lang, Source: "forward"}
	return r.offer(t, plan, f, "forwarded")
}

// The menu's options, by their ids.
const (
	menuNote   = "note"
	menuRemind = "remind"
	menuEvent  = "event"
)

// generalOutcome is the outcome of a general step of op that ran nothing.
func generalOutcome(op memo.Op) formatter.StepOutcome {
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapGeneral, Operation: op, General: &memo.GeneralArgs{}}}
}

var (
	// reMenuNumber is an answer that starts with an option's number ("2",
	// "2) tomorrow at 9", "3 please").
	reMenuNumber = regexp.MustCompile(`^\s*([1-3])(?:[).:\s-]+|$)`)
	// reMenuRemind, reMenuEvent and reMenuNote say which option in words.
	reMenuRemind = regexp.MustCompile(`(?i)\b(?:remind\w*|reminder|ping\s+me)\b|תזכיר|תזכירי|תזכורת|להזכיר|הזכר`)
	reMenuEvent  = regexp.MustCompile(`(?i)\b(?:calendar|event|schedule\s+it|diary|agenda)\b|יומן|אירוע`)
	reMenuNote   = regexp.MustCompile(`(?i)\b(?:note|save|keep|remember|store)\b|פתק|הערה|שמור|תשמור|תשמרי|לשמור|תזכור|לזכור`)
	// reChangeWord asks to change the offered event without saying how.
	reChangeWord = regexp.MustCompile(`(?i)^\s*(?:change(?:\s+it)?|edit|fix|wrong\s+time|not\s+right|שנה|תשנה|תשני|לשנות|שינוי|לתקן|תקן)\s*[.!]?\s*$`)
)

// menuChoice reads which option of the menu text picks, and the words
// after a number; "" when it picks none. An answer in words picks one
// only when it says nothing but the option and a time ("remind me about
// it tomorrow at 9"): "remind me to call Dana" is a request of its own.
func menuChoice(text string, now time.Time, loc *time.Location) (choice, rest string) {
	if g := reMenuNumber.FindStringSubmatchIndex(text); g != nil {
		rest = text[g[1]:]
		return [...]string{menuNote, menuRemind, menuEvent}[text[g[2]]-'1'], rest
	}
	switch {
	case reMenuRemind.MatchString(text):
		choice = menuRemind
	case reMenuEvent.MatchString(text):
		choice = menuEvent
	case reMenuNote.MatchString(text):
		choice = menuNote
	}
	if choice == "" || !onlyMenuWords(text, now, loc) {
		return "", text
	}
	return choice, text
}

// onlyMenuWords reports whether text, its times left out, holds only
// the words an answer to the menu is said with.
func onlyMenuWords(text string, now time.Time, loc *time.Location) bool {
	if res, found, err := timeparse.Parse(text, now, loc); err == nil && found {
		text = res.Remainder(text)
	}
	for _, f := range strings.Fields(strings.ToLower(text)) {
		if f = strings.Trim(f, ".,!?:;\"'()-"); f != "" && !menuWords[f] {
			return false
		}
	}
	return true
}

// menuWords are the words an answer to the forwarded message's menu is
// said with, in both languages.
var menuWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`remind reminder me about it this that please pls save keep as a an note notes add to the my
		calendar put in on event it's ok okay yes sure just set up create make schedule diary agenda store remember for ping
		תזכיר תזכירי תזכורת להזכיר לי על זה זאת אותו אותה אותי את בבקשה שמור תשמור תשמרי לשמור כפתק פתק הערה כהערה
		תוסיף תוסיפי להוסיף תכניס תכניסי תשים תשימי ליומן ביומן יומן לאירוע כאירוע אירוע תקבע תקבעי כן אוקיי טוב רק תזכור לזכור`) {
		m[w] = true
	}
	return m
}()

// forwardedTitle is what of the forwarded message a question is about,
// clipped for a title.
func forwardedTitle(p memo.Pending) string {
	if p.Subject != "" {
		return p.Subject
	}
	return clipBytes(p.Plan.Text, forward.MaxTitleRunes)
}

// eventDraft is the draft of the event step of a forwarded message's plan.
func eventDraft(plan memo.Plan) (memo.EventDraft, bool) {
	for _, s := range plan.Steps {
		if s.ID == fwdEvent && s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
			return s.Calendar.Drafts[0], true
		}
	}
	return memo.EventDraft{}, false
}

// withDraft is plan with its event step's draft d, confirmed or not.
func withDraft(plan memo.Plan, d memo.EventDraft, confirmed bool) memo.Plan {
	out := plan
	out.Steps = nil
	for _, s := range plan.Steps {
		s = s.Clone()
		if s.ID == fwdEvent {
			s.Calendar.Drafts = []memo.EventDraft{d}
			s.Confirmed = confirmed
		}
		out.Steps = append(out.Steps, s)
	}
	return out
}

// only is plan with only its step id.
func only(plan memo.Plan, id string) memo.Plan {
	out := plan
	out.Steps = nil
	for _, s := range plan.Steps {
		if s.ID == id {
			out.Steps = append(out.Steps, s.Clone())
		}
	}
	return out
}

// movedTo is d at the day and time said in res: a time alone keeps d's
// day, and the event keeps its length.
func movedTo(d memo.EventDraft, start time.Time, hasTime bool) memo.EventDraft {
	length := time.Duration(0)
	if !d.End.IsZero() && !d.Start.IsZero() {
		length = d.End.Sub(d.Start)
	}
	d.Start, d.AllDay = start, !hasTime
	d.End = time.Time{}
	if length > 0 && hasTime {
		d.End = start.Add(length)
	}
	return d
}

// strconvQuote quotes s as the recent turns show a forwarded title.
func strconvQuote(s string) string { return "\u201c" + s + "\u201d" }
