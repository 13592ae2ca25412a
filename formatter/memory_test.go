package formatter_test

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func memOutcome(op memo.Op, args memo.MemoryArgs, ms []memo.Memory, meta func(*memo.Meta)) formatter.StepOutcome {
	items := make([]memo.Item, len(ms))
	for i, m := range ms {
		items[i] = m
	}
	r := memo.NewResult(memo.CapMemory, op, items)
	if meta != nil {
		meta(&r.Meta)
	}
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: op, Memory: &args}, Result: &r}
}

func (f fx) fact(id string) memo.Memory {
	return memo.Memory{ID: id, MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryFact,
		Text:    f.s("the wifi password at my parents' place is Sunflower77", "הסיסמה של הוויפי אצל ההורים היא Sunflower77"),
		Subject: f.s("the wifi password at my parents' place", "הסיסמה של הוויפי אצל ההורים"), Value: "Sunflower77"}, Score: 1}
}

func (f fx) note(id string) memo.Memory {
	return memo.Memory{ID: id, MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryNote,
		Text: f.s("I parked on level -2, spot B14", "חניתי בקומה מינוס 2 ליד עמוד C7")}, Score: 1}
}

func (f fx) contact(id string) memo.Memory {
	return memo.Memory{ID: id, MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryContact,
		Text: f.s("Avi's phone is 054-1234567", "המספר של אבי הוא 054-1234567"), Name: f.s("Avi", "אבי"), Phone: "054-1234567", Email: "avi@example.com"}, Score: 1}
}

func memoryCases() []goldenCase {
	return []goldenCase{
		{name: "mem_store_fact", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryStore, memo.MemoryArgs{}, []memo.Memory{f.fact("m1")}, func(m *memo.Meta) { m.Created = 1 }))
		}},
		{name: "mem_store_replaced", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryStore, memo.MemoryArgs{}, []memo.Memory{f.fact("m1")}, func(m *memo.Meta) { m.Updated = 1 }))
		}},
		{name: "mem_store_contact", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryStore, memo.MemoryArgs{}, []memo.Memory{f.contact("m1")}, func(m *memo.Meta) { m.Created = 1 }))
		}},
		{name: "mem_store_hebrew_note", userHebrew: true, build: func(f fx) formatter.Input {
			m := memo.Memory{ID: "m1", MemoryDraft: memo.MemoryDraft{Kind: memo.MemoryNote, Text: "חניתי בקומה מינוס 2 ליד עמוד C7"}}
			return f.input(memOutcome(memo.OpMemoryStore, memo.MemoryArgs{}, []memo.Memory{m}, func(m *memo.Meta) { m.Created = 1 }))
		}},
		{name: "mem_answer_fact", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "wifi"}, []memo.Memory{f.fact("m1")}, nil))
		}},
		{name: "mem_answer_ties", build: func(f fx) formatter.Input {
			other := f.note("m2")
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "x"}, []memo.Memory{f.fact("m1"), other}, nil))
		}},
		{name: "mem_answer_note", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "park"}, []memo.Memory{f.note("m1")}, nil))
		}},
		{name: "mem_answer_phrased", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "park"}, []memo.Memory{f.note("m1")}, func(m *memo.Meta) {
				m.Summaries = []string{f.s("You parked on level -2, spot B14.", "חנית בקומה מינוס 2, ליד עמוד C7.")}
			}))
		}},
		{name: "mem_answer_phone", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "Avi", Field: memo.FieldPhone}, []memo.Memory{f.contact("m1")}, nil))
		}},
		{name: "mem_answer_all", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: f.s("Avi", "אבי"), All: true}, []memo.Memory{f.contact("m1"), f.note("m2")}, nil))
		}},
		{name: "mem_answer_none", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "the alarm code"}, nil, func(m *memo.Meta) { m.NotFound = []string{"the alarm code"} }))
		}},
		{name: "mem_answer_no_phone", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: f.s("Avi", "אבי"), Field: memo.FieldPhone}, nil, nil))
		}},
		{name: "mem_answer_nothing_about", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: f.s("Avi", "אבי"), All: true}, nil, nil))
		}},
		{name: "mem_delete_one", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryDelete, memo.MemoryArgs{Query: "wifi"}, []memo.Memory{f.fact("m1")}, func(m *memo.Meta) { m.Deleted = 1 }))
		}},
		{name: "mem_delete_two", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryDelete, memo.MemoryArgs{}, []memo.Memory{f.fact("m1"), f.contact("m2")}, func(m *memo.Meta) { m.Deleted = 2 }))
		}},
		{name: "mem_page", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryGetAll, memo.MemoryArgs{Limit: 3}, []memo.Memory{f.fact("m1"), f.note("m2"), f.contact("m3")}, func(m *memo.Meta) { m.Total = 7 }))
		}},
		{name: "mem_page_empty", build: func(f fx) formatter.Input {
			return f.input(memOutcome(memo.OpMemoryGetAll, memo.MemoryArgs{}, nil, nil))
		}},
		{name: "q_memory_conflict", build: func(f fx) formatter.Input {
			in := f.input()
			in.Pending = &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonMemoryConflict, AllowMultiple: true,
				Options: []memo.Option{{Label: f.s("Dana's birthday is on March 3", "יום ההולדת של דנה ב-3 במרץ"), IDs: []string{"m1"}},
					{Label: f.s("Dana's birthday is on March 5", "יום ההולדת של דנה ב-5 במרץ")}},
				Plan: memo.Plan{Steps: []memo.Step{{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{}}}}, StepID: "A"}
			return in
		}},
		{name: "q_which_memory", build: func(f fx) formatter.Input {
			in := f.input()
			in.Pending = &memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichMemory, Subject: "wifi", AllowMultiple: true,
				Options: []memo.Option{{Label: f.s("the wifi at the office is Tulip12", "הוויפי במשרד Tulip12"), IDs: []string{"m1"}},
					{Label: f.s("the wifi at home is Rose99", "הוויפי בבית Rose99"), IDs: []string{"m2"}}},
				Plan: memo.Plan{Steps: []memo.Step{{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryDelete, Memory: &memo.MemoryArgs{}}}}, StepID: "A"}
			return in
		}},
		{name: "err_memory_notfound", build: func(f fx) formatter.Input {
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryDelete, Memory: &memo.MemoryArgs{}},
				Err: memo.Errorf(memo.ENotFound, "%s", f.s("the boat", "הסירה"))})
		}},
		{name: "err_memory_too_long", build: func(f fx) formatter.Input {
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapMemory, Operation: memo.OpMemoryStore, Memory: &memo.MemoryArgs{}},
				Err: &memo.Error{Code: memo.ETooLong, Message: "a memory holds at most 10000 characters", Err: errors.New("x")}})
		}},
	}
}

func TestMemoryGolden(t *testing.T) {
	for _, c := range memoryCases() {
		for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
			t.Run(c.name+"."+string(lang), func(t *testing.T) {
				out := formatter.Write(c.build(fixture(t, lang)))
				checkText(t, lang, out.Text, c.userHebrew)
				golden(t, filepath.Join("testdata", c.name+"."+string(lang)+".golden"), out.Text)
			})
		}
	}
}

// TestMemoryNumbered: only replies that number memories remember them.
func TestMemoryNumbered(t *testing.T) {
	f := fixture(t, memo.English)
	page := formatter.Write(f.input(memOutcome(memo.OpMemoryGetAll, memo.MemoryArgs{}, []memo.Memory{f.fact("m1"), f.note("m2")}, nil)))
	if n := page.Numbered; n == nil || n.Kind != memo.NumberedMemories || !slices.Equal(n.IDs, []string{"m1", "m2"}) {
		t.Errorf("a page: numbered %+v", n)
	}
	all := formatter.Write(f.input(memOutcome(memo.OpMemorySearch, memo.MemoryArgs{Query: "Avi", All: true}, []memo.Memory{f.contact("m1"), f.note("m2")}, nil)))
	if n := all.Numbered; n == nil || !slices.Equal(n.IDs, []string{"m1", "m2"}) {
		t.Errorf("what I know about: numbered %+v", n)
	}
	for _, op := range []memo.Op{memo.OpMemoryStore, memo.OpMemorySearch} {
		out := formatter.Write(f.input(memOutcome(op, memo.MemoryArgs{Query: "x"}, []memo.Memory{f.fact("m1")}, func(m *memo.Meta) { m.Created = 1 })))
		if out.Numbered != nil {
			t.Errorf("%s numbered %+v; a reply without numbers keeps the last list", op, out.Numbered)
		}
	}
}
