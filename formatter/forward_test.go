package formatter_test

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// forwardCases are the questions about a forwarded message.
func forwardCases() []goldenCase {
	event := func(f fx, d memo.EventDraft) memo.Step {
		return memo.Step{ID: "B", Capability: memo.CapCalendar, Operation: memo.OpEventCreate, Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{d}}}
	}
	ask := func(f fx, p *memo.Pending) formatter.Input {
		in := f.input()
		in.Pending = p
		return in
	}
	menu := func(f fx, when *time.Time) *memo.Pending {
		title := f.s("The wifi password is Blue-Tiger-42", "הסיסמה לוויפי היא Blue-Tiger-42")
		p := pending(memo.PendingChoose, memo.ReasonForwardMenu, title, event(f, memo.EventDraft{Summary: title}),
			opt(title, nil, "note"), opt(title, nil, "remind"), opt(title, when, "event"))
		return p
	}
	return []goldenCase{
		{name: "forward_event", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingConfirm, memo.ReasonForwardEvent, "", event(f, memo.EventDraft{
				Summary:  f.s("Appointment with Dr. Cohen", "תור לד\"ר כהן"),
				Start:    *f.at(5, 10, 30),
				Location: f.s("Assuta Medical Center, 20 Habarzel St.", "מרפאת מכבי, רח' הרצל 12 תל אביב"),
			})))
		}},
		{name: "forward_event_hebrew_in_english", userHebrew: true, build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingConfirm, memo.ReasonForwardEvent, "", event(f, memo.EventDraft{
				Summary: "אסיפת הורים", Start: *f.at(2, 18, 0), End: *f.at(2, 19, 30), Location: "בית הספר אלומות, רחוב הדקל 3",
			})))
		}},
		{name: "forward_event_all_day", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingConfirm, memo.ReasonForwardEvent, "", event(f, memo.EventDraft{
				Summary: f.s("Company fun day", "יום כיף"), Start: *f.at(3, 0, 0), AllDay: true,
			})))
		}},
		{name: "forward_menu", build: func(f fx) formatter.Input { return ask(f, menu(f, nil)) }},
		{name: "forward_menu_day", build: func(f fx) formatter.Input { return ask(f, menu(f, f.at(4, 0, 0))) }},
		{name: "forward_menu_day_passed", build: func(f fx) formatter.Input { return ask(f, menu(f, f.at(-6, 10, 0))) }},
		{name: "forward_when", build: func(f fx) formatter.Input {
			title := f.s("Dana's wedding", "החתונה של דנה")
			return ask(f, pending(memo.PendingMissing, memo.ReasonForwardWhen, title, event(f, memo.EventDraft{Summary: title})))
		}},
		{name: "forward_when_day", build: func(f fx) formatter.Input {
			title := f.s("Dana's wedding", "החתונה של דנה")
			return ask(f, pending(memo.PendingMissing, memo.ReasonForwardWhen, title, event(f, memo.EventDraft{Summary: title, Start: *f.at(4, 0, 0)})))
		}},
	}
}
