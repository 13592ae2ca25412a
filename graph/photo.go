package graph

import (
	"context"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// ContentReader reads what a user shared (a photo, a document, or the
// text of a forwarded message) with one model call and says what it
// holds that Memo could keep. The content is data: nothing written in it
// is a request to Memo.
type ContentReader interface {
	// ReadContent returns what req holds and what the call cost (also
	// with an error). Errors are *memo.Error: EUnavailable when the
	// model cannot be reached, EInvalid when it refused the file or its
	// answer was not a finding.
	ReadContent(ctx context.Context, req ContentRequest) (Finding, memo.Usage, error)
}

// ContentRequest is one photo, document or forwarded text to read.
type ContentRequest struct {
	// File is the photo or PDF; empty when Text is read instead.
	File memo.Attachment
	// Text is the forwarded message's text, when there is no file.
	Text string
	// Caption is the words sent with it ("add this"), "" for none: a hint
	// of what the user wants kept, never more than a pointer at the file.
	Caption string
	// Lang is the chat's language: titles and notes are written in it
	// unless the file's own text is in the other.
	Lang memo.Language
	// Now and Loc read the times the file shows.
	Now time.Time
	Loc *time.Location
}

// FindingKind is what a photo, a document or a forwarded text was found
// to hold.
type FindingKind string

// Kinds of findings.
const (
	FoundNothing FindingKind = "nothing" // nothing Memo could keep
	FoundEvent   FindingKind = "event"   // an invitation, an appointment, a ticket
	FoundTask    FindingKind = "task"    // something to do (a bill to pay by a day)
	FoundNote    FindingKind = "note"    // something to remember (a code, a recipe)
	FoundContact FindingKind = "contact" // a business card
)

// Finding is what shared content holds, as a ContentReader found it: one
// thing to offer, of its Kind.
type Finding struct {
	Kind FindingKind
	// Event is the event (Kind event): a zero Start when the photo shows
	// no day; a whole-day event when it shows a day and no time.
	Event memo.EventDraft
	// Task is the task (Kind task): its text, and its due time when the
	// photo shows one.
	Task memo.TaskDraft
	// Note is the note's text (Kind note).
	Note string
	// Card is the contact (Kind contact).
	Card memo.Card
	// Seen says in a few words what the photo shows, in the chat's
	// language: the reply to a photo with nothing to keep.
	Seen string
}

// The step a photo's question holds, besides fwdEvent for an event.
const photoStep = "A"

// photo runs the turn of a message that carries a photo or a document:
// one model call reads it, and what it found is offered, never created:
// an event as a forwarded appointment is (yes / no / change), a note, a
// task or a contact with yes / no; the step a yes runs goes through the
// executor like any other, so "undo" undoes it. Nothing found gets a
// reply saying what Memo saw. A question the chat had open is set aside.
func (r *Runner) photo(ctx context.Context, t *turn) error {
	if p := t.state.Pending; p != nil && !sentBefore(t.in, *p) {
		q := *p
		t.write.Dropped, t.setAside = q.Version, &q
	}
	t.turnID, t.source = t.planID, "photo"
	caption := t.text
	// The recent turns keep that a photo was sent, never text read from
	// it as the user's words.
	t.text = strings.TrimSpace("[photo] " + caption)
	if r.cfg.Reader == nil {
		t.outcomes = append(t.outcomes, photoGeneral(memo.ReasonPhotoOff, ""))
		return nil
	}
	f, usage, err := r.cfg.Reader.ReadContent(ctx, ContentRequest{File: *t.in.Attachment, Caption: caption, Lang: t.lang, Now: t.now, Loc: t.loc})
	t.usage = t.usage.Add(usage)
	if err != nil {
		r.log.ErrorContext(ctx, "read photo", "chat", t.chat, "turn", t.turnID, "err", err)
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: photoGeneral("", "").Step, Err: err})
		return nil
	}
	plan := memo.Plan{TurnID: t.planID, Text: caption, Lang: t.lang, Source: "photo"}
	if r.offer(t, plan, f, "photo") {
		return nil
	}
	t.outcomes = append(t.outcomes, photoGeneral(memo.ReasonPhotoEmpty, clipRunes(strings.TrimSpace(f.Seen), maxPhotoTitle)))
	return nil
}

// offer asks whether to keep what a ContentReader found in what the user
// shared (label names it in the recent turns: "photo", "forwarded"): an
// event as a forwarded appointment is (yes / no / change), a task, a note
// or a contact with yes / no, each a step of plan. It reports false when
// the finding holds nothing to keep, and then leaves the turn untouched.
func (r *Runner) offer(t *turn, plan memo.Plan, f Finding, label string) bool {
	switch f.Kind {
	case FoundEvent:
		d := f.Event
		d.Summary = clipRunes(strings.TrimSpace(d.Summary), maxPhotoTitle)
		if d.Summary == "" {
			break
		}
		t.text = "[" + label + ": " + strconvQuote(d.Summary) + "]"
		plan.Steps = []memo.Step{{ID: fwdEvent, Capability: memo.CapCalendar, Operation: memo.OpEventCreate,
			Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{d}}}}
		if d.Start.IsZero() || dayOnly(d, t.loc) {
			t.ask(plan, fwdEvent, memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonForwardWhen, Subject: d.Summary}, r.cfg.PendingTTL)
			return true
		}
		t.ask(plan, fwdEvent, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonForwardEvent, Subject: d.Summary}, r.cfg.PendingTTL)
		return true
	case FoundTask:
		d := f.Task
		d.Text = clipRunes(strings.TrimSpace(d.Text), maxPhotoTitle)
		if d.Text == "" {
			break
		}
		if d.DueDate != nil && d.DueDate.Before(t.now.Add(-timeSlack)) {
			d.DueDate = nil // a day gone by: kept as a task to do now
		}
		t.text = "[" + label + ": " + strconvQuote(d.Text) + "]"
		plan.Steps = []memo.Step{{ID: photoStep, Capability: memo.CapTasks, Operation: memo.OpTaskCreate,
			Tasks: &memo.TaskArgs{Drafts: []memo.TaskDraft{d}}}}
		t.ask(plan, photoStep, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonPhotoSave, Subject: d.Text}, r.cfg.PendingTTL)
		return true
	case FoundContact:
		if d, ok := cardDraft(f.Card); ok {
			t.text = "[" + label + ": " + strconvQuote(d.Name) + "]"
			plan.Steps = []memo.Step{sharedStep(photoStep, d)}
			t.ask(plan, photoStep, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonPhotoSave, Subject: d.Name}, r.cfg.PendingTTL)
			return true
		}
		// A card with no number or address: what it says is a note.
		f.Note = strings.Join(strings.Fields(strings.Join(append(append([]string{f.Card.Name, f.Card.Org}, f.Card.Phones...), f.Card.Emails...), " ")), " ")
		fallthrough
	case FoundNote:
		text := clipRunes(strings.TrimSpace(f.Note), memo.MaxMemoryRunes)
		if text == "" {
			break
		}
		t.text = "[" + label + ": " + strconvQuote(clipRunes(text, maxPhotoTitle)) + "]"
		plan.Steps = []memo.Step{{ID: photoStep, Capability: memo.CapMemory, Operation: memo.OpMemoryStore,
			Memory: &memo.MemoryArgs{Draft: &memo.MemoryDraft{Kind: memo.MemoryNote, Text: text}}}}
		t.ask(plan, photoStep, memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonPhotoSave, Subject: clipRunes(text, maxPhotoTitle)}, r.cfg.PendingTTL)
		return true
	}
	return false
}

// maxPhotoTitle bounds a title read from a photo, and what the reply says
// it saw.
const maxPhotoTitle = 200

// photoGeneral is the general step of a photo turn that offers nothing:
// why, and what Memo saw.
func photoGeneral(why memo.UnknownReason, seen string) formatter.StepOutcome {
	return formatter.StepOutcome{Step: memo.Step{ID: photoStep, Capability: memo.CapGeneral, Operation: memo.OpUnknown,
		General: &memo.GeneralArgs{Reason: why, Text: seen}}}
}
