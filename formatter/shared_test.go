package formatter_test

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func (f fx) card(id, name, phone, email string) memo.Memory {
	return memo.Memory{ID: id, MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryContact, Name: name, Phone: phone, Email: email}}
}

func (f fx) place(id, subject, address string) memo.Memory {
	return memo.Memory{ID: id, MemoryDraft: memo.PlaceDraft(subject, address, "https://maps.google.com/?q=32.085300,34.781800"), Score: 1}
}

func storeOutcome(id string, m memo.Memory) formatter.StepOutcome {
	o := memOutcome(memo.OpMemoryStore, memo.MemoryArgs{Shared: true}, []memo.Memory{m}, func(m *memo.Meta) { m.Created = 1 })
	o.Step.ID = id
	return o
}

func sharedCases() []goldenCase {
	return []goldenCase{
		{name: "shared_card", build: func(f fx) formatter.Input {
			return f.input(storeOutcome("A", f.card("m1", "Dana Levi", "+972 54-123-4567, 03-5551234", "dana@example.com")))
		}},
		{name: "shared_cards", build: func(f fx) formatter.Input {
			return f.input(
				storeOutcome("A", f.card("m1", "Dana Levi", "+972 54-123-4567, 03-5551234", "dana@example.com")),
				storeOutcome("B", f.card("m2", "Noa", "", "noa@example.com")),
				storeOutcome("C", f.card("m3", "052-9998877", "052-9998877", "")))
		}},
		{name: "shared_card_empty", build: func(f fx) formatter.Input {
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{}},
				Err: memo.Refuse(memo.EInvalid, memo.WhyEmptyCard, memo.Detail{Name: "Empty Guy"})})
		}},
		{name: "shared_card_nameless_empty", build: func(f fx) formatter.Input {
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{}},
				Err: memo.Refuse(memo.EInvalid, memo.WhyEmptyCard, memo.Detail{})})
		}},
		{name: "shared_place_named", build: func(f fx) formatter.Input {
			return f.input(storeOutcome("A", f.place("m1", f.s("grandma's house", "הבית של סבתא"), "Herzl 12, Holon")))
		}},
		{name: "shared_place_unnamed", build: func(f fx) formatter.Input {
			m := f.place("m1", formatter.PlaceSubject(f.lang, f.now), "")
			in := f.input(storeOutcome("A", m))
			step := memo.Step{ID: "B", Capability: memo.CapMemory, Operation: memo.OpMemoryStore,
				Memory: &memo.MemoryArgs{Draft: &m.MemoryDraft, Supersedes: []string{"m1"}, Shared: true}}
			in.Pending = &memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonNamePlace, Subject: m.Subject,
				Plan: memo.Plan{Steps: []memo.Step{step}}, StepID: "B"}
			return in
		}},
		{name: "shared_place_answer", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: f.s("where did I park", "איפה חניתי")},
				[]memo.Memory{f.place("m1", f.s("where I parked", "המקום שחניתי בו"), "Herzl 12, Holon")}, nil))
		}},
		{name: "shared_place_listed", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryGetAll, memo.MemoryArgs{},
				[]memo.Memory{f.place("m1", f.s("where I parked", "המקום שחניתי בו"), ""), f.place("m2", "the office", "Rothschild 1")}, nil))
		}},
		{name: "shared_place_bad", build: func(f fx) formatter.Input {
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{}},
				Err: memo.Refuse(memo.EInvalid, memo.WhyBadPlace, memo.Detail{})})
		}},
	}
}

func TestSharedGolden(t *testing.T) {
	for _, c := range sharedCases() {
		for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
			t.Run(c.name+"."+string(lang), func(t *testing.T) {
				out := formatter.Write(c.build(fixture(t, lang)))
				checkText(t, lang, out.Text, c.userHebrew)
				golden(t, filepath.Join("testdata", c.name+"."+string(lang)+".golden"), out.Text)
			})
		}
	}
}

// TestPlaceSubject: a place kept unnamed says when it was sent, as a date
// that stays true when read later.
func TestPlaceSubject(t *testing.T) {
	at := time.Date(2026, 3, 10, 8, 30, 0, 0, time.UTC)
	for lang, want := range map[memo.Language]string{
		memo.English: "a place you sent on 10 Mar 2026 at 08:30",
		memo.Hebrew:  "מקום ששלחת ב-10.3.2026 ב-08:30",
	} {
		if got := formatter.PlaceSubject(lang, at); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
