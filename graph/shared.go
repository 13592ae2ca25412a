package graph

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
	"github.com/memo-assistant/memo/graph/offline"
)

// What a message shares besides its words (memo.Shared) is acted on with
// no planner and no model call: each contact card is saved as a contact
// of the second brain, a location pin as a place. A place sent with no
// name is kept as "a place you sent" and the chat is asked what it is;
// the next message may say ("that's where I parked"), and names it.
//
// A contact keeps every number and address of its card: Phone holds the
// numbers and Email the addresses, each list joined by ", " in the card's
// order, the first being the main one. So "what's Dana's number?" answers
// with all of them as they are stored, the search finds the contact by
// any of them, and the store needs no new column; the mail flow splits
// Email to offer each address.
//
// A place is a fact (memo.PlaceDraft): its subject is what the place is
// ("where I parked", "grandma's house"), its value the address and the map
// link. A fact rather than a note, because a fact is answered from its
// template with no model call, has a subject that a place named again
// conflicts with (asked replace or keep both, as a typed fact is), and
// is found by the words of its subject and address and of its kind
// (place, address, מקום, כתובת).

// maxCards bounds the contact cards one message saves.
const maxCards = 20

// contactSep joins the numbers, and the addresses, of one contact.
const contactSep = ", "

// sharedContent reports whether the message shares contact cards or a
// place, which the turn acts on without a planner.
func sharedContent(in memo.Inbound) bool {
	return len(in.Shared.Contacts) > 0 || in.Shared.Place != nil
}

// shared runs the turn of a message that shares contact cards or a
// place. A question the chat had open is set aside: a card or a pin is
// no answer to it.
func (r *Runner) shared(ctx context.Context, t *turn) error {
	if p := t.state.Pending; p != nil && !sentBefore(t.in, *p) {
		q := *p
		t.write.Dropped = q.Version
		if q.Reason != memo.ReasonNamePlace {
			t.dropped, t.setAside = &q, &q
		}
	}
	t.turnID, t.source = t.planID, "shared"
	plan := memo.Plan{TurnID: t.planID, Text: t.text}
	cards := t.in.Shared.Contacts
	if len(cards) > maxCards {
		t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: sharedStep("A", memo.MemoryDraft{}),
			Err: memo.Refuse(memo.EInvalid, memo.WhyTooMany, memo.Detail{N: len(cards), Max: maxCards})})
		cards = nil
	}
	for i, c := range cards {
		id := stepID(i)
		d, ok := cardDraft(c)
		if !ok {
			t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: sharedStep(id, d),
				Err: memo.Refuse(memo.EInvalid, memo.WhyEmptyCard, memo.Detail{Name: d.Name})})
			continue
		}
		plan.Steps = append(plan.Steps, sharedStep(id, d))
	}
	placeID, named := "", false
	if p := t.in.Shared.Place; p != nil {
		placeID = stepID(len(cards))
		d, ok := r.placeDraft(t, *p)
		named = ok
		step := sharedStep(placeID, d)
		if !p.Valid() {
			t.outcomes = append(t.outcomes, formatter.StepOutcome{Step: step, Err: memo.Refuse(memo.EInvalid, memo.WhyBadPlace, memo.Detail{})})
			placeID = ""
		} else {
			// A place kept until it is named conflicts with nothing.
			step.Memory.Decided = !named
			plan.Steps = append(plan.Steps, step)
		}
	}
	if len(plan.Steps) == 0 {
		return nil
	}
	if err := r.run(ctx, t, plan, 0); err != nil {
		return err
	}
	if placeID != "" && !named && t.pending == nil {
		r.askPlaceName(t, plan.TurnID, placeID, stepID(len(cards)+1))
	}
	return nil
}

// stepID is the id of the i-th step of a plan: "A", "B", ...
func stepID(i int) string {
	if i < 26 {
		return string(rune('A' + i))
	}
	return fmt.Sprintf("S%d", i)
}

// sharedStep stores d, shared by the message, with no model call.
func sharedStep(id string, d memo.MemoryDraft) memo.Step {
	return memo.Step{ID: id, Capability: memo.CapMemory, Operation: memo.OpMemoryStore,
		Memory: &memo.MemoryArgs{Draft: &d, Shared: true}}
}

// cardDraft is the contact a card is saved as: its name (the first
// number, or address, when it has none), every number and address, and
// its organisation as the notes. ok is false for a card with neither a
// number nor an address: nothing to call or write to.
func cardDraft(c memo.Card) (memo.MemoryDraft, bool) {
	name := strings.Join(strings.Fields(c.Name), " ")
	var phones, emails []string
	for _, p := range c.Phones {
		p = strings.Join(strings.Fields(p), " ")
		if digits(p) != "" && !slices.ContainsFunc(phones, func(q string) bool { return digits(q) == digits(p) }) {
			phones = append(phones, p)
		}
	}
	for _, e := range c.Emails {
		e = strings.TrimSpace(e)
		if strings.Contains(e, "@") && !slices.ContainsFunc(emails, func(f string) bool { return strings.EqualFold(e, f) }) {
			emails = append(emails, e)
		}
	}
	d := memo.MemoryDraft{Kind: memo.MemoryContact, Name: name, Phone: strings.Join(phones, contactSep),
		Email: strings.Join(emails, contactSep), Notes: strings.Join(strings.Fields(c.Org), " ")}
	if len(phones) == 0 && len(emails) == 0 {
		return d, false
	}
	if d.Name == "" {
		d.Name = firstOf(append(phones, emails...)...)
	}
	d.Text = strings.Join(slices.DeleteFunc([]string{d.Name, d.Phone, d.Email, d.Notes}, func(s string) bool { return s == "" }), ", ")
	return d, true
}

// maxPlaceNameRunes bounds a caption taken as a place's name.
const maxPlaceNameRunes = 120

// placeDraft is the place a pin is saved as: named by the words sent
// with it ("that's where I parked" names it "where I parked"), else by
// the pin's own name; named is false when it has neither, and it is kept
// as "a place you sent" with the date.
func (r *Runner) placeDraft(t *turn, p memo.Place) (d memo.MemoryDraft, named bool) {
	label := strings.Join(strings.Fields(p.Name), " ")
	name := ""
	if t.text != "" {
		if n, _, ok := offline.PlaceName(t.text); ok {
			name = n
		} else {
			name = clipRunes(strings.Join(strings.Fields(t.text), " "), maxPlaceNameRunes)
		}
	}
	address := strings.Join(strings.Fields(p.Address), " ")
	switch {
	case name == "":
		name = label
	case label != "" && !strings.EqualFold(label, name):
		// Named by the user: the pin's own name goes with the address.
		address = strings.Join(slices.DeleteFunc([]string{label, address}, func(s string) bool { return s == "" }), ", ")
	}
	if name == "" {
		return memo.PlaceDraft(formatter.PlaceSubject(t.lang, t.now), address, p.Link()), false
	}
	return memo.PlaceDraft(name, address, p.Link()), true
}

// askPlaceName asks what the place the step placeID of the turn's plan
// saved is: the answer runs step nameID, which stores it under its name
// in its place (Supersedes).
func (r *Runner) askPlaceName(t *turn, turnID, placeID, nameID string) {
	for _, o := range t.outcomes {
		if o.Step.ID != placeID || o.Result == nil {
			continue
		}
		ms := o.Result.Memories()
		if len(ms) != 1 {
			return
		}
		d := ms[0].MemoryDraft
		step := memo.Step{ID: nameID, Capability: memo.CapMemory, Operation: memo.OpMemoryStore,
			Memory: &memo.MemoryArgs{Draft: &d, Supersedes: []string{ms[0].ID}, Shared: true}}
		q := memo.Plan{TurnID: turnID, Steps: []memo.Step{step}}
		t.ask(q, step.ID, memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonNamePlace, Subject: d.Subject}, r.cfg.PendingTTL)
		return
	}
}

// namePlace reads the message as the name of the place the question p
// asked about: when it names it, the place is stored under that name in
// its place; otherwise the question is dropped, quietly (the place stays
// saved as it was), and the message is planned as any other. live is
// false for a question that expired since, whose late answer still names
// the place when nothing else was said in between.
func (r *Runner) namePlace(ctx context.Context, t *turn, p memo.Pending, live bool) (bool, error) {
	name, ok := r.placeName(ctx, t)
	if !ok {
		if live {
			t.write.Dropped = p.Version
		}
		return false, nil
	}
	step, idx, found := p.Step()
	if !found || step.Memory == nil || step.Memory.Draft == nil {
		return false, fmt.Errorf("place question names step %q, not a store in its plan", p.StepID)
	}
	if live {
		t.takePending(p)
	}
	step = step.Clone()
	address, link, _ := step.Memory.Draft.Place()
	d := memo.PlaceDraft(name, address, link)
	step.Memory.Draft = &d
	plan := p.Plan
	plan.Steps = slices.Clone(plan.Steps)
	plan.Steps[idx] = step
	plan.Text = t.text
	t.turnID = plan.TurnID
	return true, r.run(ctx, t, plan, idx)
}

// placeName returns the name the message gives the place just sent: said
// in so many words ("that's where I parked"), unless the grammar reads
// the message as a request of another kind; or a statement about the
// place or a bare name ("I parked here", "grandma's house"), when the
// grammar reads it as nothing else than something to remember, or not
// at all.
func (r *Runner) placeName(ctx context.Context, t *turn) (string, bool) {
	name, sure, ok := offline.PlaceName(t.text)
	if !ok {
		return "", false
	}
	plan, err := r.cfg.Grammar.Plan(ctx, memo.PlanRequest{Text: t.text, Lang: t.lang, Now: t.now, Loc: t.loc})
	if err != nil {
		return name, sure
	}
	for _, s := range plan.Steps {
		switch {
		case s.Capability == memo.CapGeneral && s.Operation == memo.OpUnknown:
		case s.Capability == memo.CapMemory && (sure || s.Operation == memo.OpMemoryStore):
		default:
			return "", false
		}
	}
	return name, true
}

// clipRunes cuts s to at most n characters.
func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}
