package formatter_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func calOutcome(op memo.Op, args memo.CalendarArgs, events []memo.Event, meta func(*memo.Meta)) formatter.StepOutcome {
	items := make([]memo.Item, len(events))
	for i, e := range events {
		items[i] = e
	}
	r := memo.NewResult(memo.CapCalendar, op, items)
	if meta != nil {
		meta(&r.Meta)
	}
	return formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: op, Calendar: &args}, Result: &r}
}

func ev(id, summary string, start *time.Time, hours int) memo.Event {
	return memo.Event{ID: id, Summary: summary, Start: *start, End: start.Add(time.Duration(hours) * time.Hour), Attendees: []string{}}
}

func TestCalendarReplies(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		t.Run(string(lang), func(t *testing.T) {
			f := fixture(t, lang)
			yael := ev("e1", "meeting with Yael", f.at(1, 16, 0), 1)
			yael.HTMLLink = "https://calendar.google.com/event?eid=1"
			dentist := ev("e2", f.s("dentist", "רופא שיניים"), f.at(1, 8, 30), 1)
			gym := ev("e3", "gym", f.at(6, 18, 0), 1)
			gym.RecurringEventID = "s1"
			from, to := f.at(1, 0, 0), f.at(2, 0, 0)
			reminded := dentist
			placed := dentist
			placed.Location = f.s("Aroma", "ארומה")
			hour := 60
			reminded.ReminderMinutes = &hour
			cases := []struct {
				name string
				in   formatter.StepOutcome
				want []string
				not  []string
			}{
				{"create shows the link", calOutcome(memo.OpEventCreate, memo.CalendarArgs{}, []memo.Event{yael}, nil),
					[]string{"meeting with Yael", "16:00–17:00", f.s("tomorrow", "מחר"), "https://calendar.google.com"}, nil},
				{"a night shift ends on a day of its own", calOutcome(memo.OpEventCreate, memo.CalendarArgs{}, []memo.Event{ev("e9", "night shift", f.at(3, 19, 0), 12)}, nil),
					[]string{"19:00", "07:00", f.s("Saturday", "שבת")}, []string{"19:00–07:00"}},
				{"the one event asked of shows its start and end", calOutcome(memo.OpEventGet, memo.CalendarArgs{Summary: "night shift"}, []memo.Event{ev("e9", "night shift", f.at(3, 19, 0), 12)}, nil),
					[]string{"night shift", "19:00", "07:00", f.s("Saturday", "שבת")}, []string{"https://"}},
				{"the one event asked of shows its place", calOutcome(memo.OpEventGet, memo.CalendarArgs{}, []memo.Event{placed}, nil),
					[]string{"08:30–09:30", f.s("Aroma", "ארומה")}, nil},
				{"create shows the place", calOutcome(memo.OpEventCreate, memo.CalendarArgs{}, []memo.Event{placed}, nil),
					[]string{f.s("Aroma", "ארומה"), "📍"}, nil},
				{"create says the reminder", calOutcome(memo.OpEventCreate, memo.CalendarArgs{}, []memo.Event{reminded}, nil),
					[]string{f.s("Reminder an hour before", "תזכורת שעה לפני")}, nil},
				{"create without a reminder says none", calOutcome(memo.OpEventCreate, memo.CalendarArgs{}, []memo.Event{dentist}, nil),
					nil, []string{"🔔"}},
				{"a listing drops links and groups by day", calOutcome(memo.OpEventGetEvents, memo.CalendarArgs{}, []memo.Event{dentist, yael, gym}, nil),
					[]string{f.s("Tomorrow, Wednesday 21 Jan", "מחר, יום רביעי 21.1"), "08:30–09:30", f.s("Monday 26 Jan", "יום שני 26.1"), "🔁"},
					[]string{"https://"}},
				{"an event begun before the day asked is under that day", calOutcome(memo.OpEventGetEvents, memo.CalendarArgs{From: f.at(4, 0, 0), To: f.at(5, 0, 0)},
					[]memo.Event{{ID: "e7", Summary: "vacation", Start: *f.at(2, 0, 0), End: *f.at(9, 0, 0), AllDay: true}}, nil),
					[]string{f.s("Saturday 24 Jan", "שבת 24.1"), "vacation"}, []string{f.s("Thursday 22 Jan", "יום חמישי 22.1")}},
				{"an empty day names it", calOutcome(memo.OpEventGetEvents, memo.CalendarArgs{From: from, To: to}, nil, nil),
					[]string{f.s("Nothing in your calendar tomorrow", "אין לך כלום ביומן מחר")}, nil},
				{"an empty span names both ends", calOutcome(memo.OpEventGetEvents, memo.CalendarArgs{From: from, To: f.at(4, 0, 0)}, nil, nil),
					[]string{f.s("between tomorrow and Friday", "בין מחר ל")}, nil},
				{"a bulk delete counts and lists", calOutcome(memo.OpEventDeleteBySummary, memo.CalendarArgs{}, []memo.Event{dentist, yael}, func(m *memo.Meta) { m.Deleted = 2 }),
					[]string{f.s("Deleted 2 events", "מחקתי 2 אירועים"), "meeting with Yael"}, []string{"https://"}},
				{"a series delete says so", calOutcome(memo.OpEventDeleteBySummary, memo.CalendarArgs{}, []memo.Event{{ID: "s1", Summary: "gym", Start: gym.Start, End: gym.End, Recurrence: &memo.EventRecurrence{Type: memo.RecurWeekly, Days: []int{1}}}}, nil),
					[]string{f.s("recurring event", "האירוע החוזר"), "gym"}, nil},
				{"an update shows the link", calOutcome(memo.OpEventUpdate, memo.CalendarArgs{}, []memo.Event{yael}, nil),
					[]string{"https://calendar.google.com", "16:00–17:00"}, []string{"📍"}},
				{"an update says the place", calOutcome(memo.OpEventUpdate, memo.CalendarArgs{}, []memo.Event{placed}, nil),
					[]string{"📍", f.s("Aroma", "ארומה"), "08:30–09:30"}, nil},
			}
			for _, c := range cases {
				t.Run(c.name, func(t *testing.T) {
					out := formatter.Write(f.input(c.in)).Text
					for _, w := range c.want {
						if !strings.Contains(out, w) {
							t.Errorf("reply lacks %q:\n%s", w, out)
						}
					}
					for _, w := range c.not {
						if strings.Contains(out, w) {
							t.Errorf("reply has %q:\n%s", w, out)
						}
					}
					if lang == memo.Hebrew && !strings.Contains(out, "\u2068meeting with Yael\u2069") && strings.Contains(out, "meeting with Yael") {
						t.Errorf("Latin title not isolated in Hebrew:\n%q", out)
					}
				})
			}
		})
	}
}

func TestCalendarQuestions(t *testing.T) {
	for _, lang := range []memo.Language{memo.English, memo.Hebrew} {
		t.Run(string(lang), func(t *testing.T) {
			f := fixture(t, lang)
			step := memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventDelete, Calendar: &memo.CalendarArgs{From: f.at(1, 0, 0), To: f.at(2, 0, 0)}}
			plan := memo.Plan{Steps: []memo.Step{step}}
			ask := func(p memo.Pending) string {
				p.Plan, p.StepID = plan, "A"
				in := f.input()
				in.Pending = &p
				return formatter.Write(in).Text
			}
			scope := ask(memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonEventScope, Subject: "gym",
				Options: []memo.Option{{Label: "gym", IDs: []string{"s1"}}, {Label: "gym", IDs: []string{"o1"}, When: f.at(6, 18, 0)}}})
			for _, w := range []string{"1. " + f.s("The whole series", "כל הסדרה"), "2. " + f.s("Only this occurrence", "רק המופע הזה"), "18:00"} {
				if !strings.Contains(scope, w) {
					t.Errorf("scope question lacks %q:\n%s", w, scope)
				}
			}
			which := ask(memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Subject: "lunch", AllowMultiple: true,
				Options: []memo.Option{{Label: "lunch with Dan", IDs: []string{"a"}, When: f.at(1, 13, 0)}, {Label: "lunch with Dana", IDs: []string{"b"}, When: f.at(2, 13, 0)}}})
			for _, w := range []string{f.s("Which event", "לאיזה אירוע"), "1. ", "2. ", f.s("“all”", "„כולם”")} {
				if !strings.Contains(which, w) {
					t.Errorf("which question lacks %q:\n%s", w, which)
				}
			}
			wipe := ask(memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmWindowDelete,
				Options: []memo.Option{{Label: "a", IDs: []string{"a"}, When: f.at(1, 9, 0)}, {Label: "b", IDs: []string{"b"}, When: f.at(1, 10, 0)}}})
			for _, w := range []string{f.s("Delete these 2 events tomorrow?", "למחוק את 2 האירועים מחר?"), f.s("(yes / no)", "(כן / לא)")} {
				if !strings.Contains(wipe, w) {
					t.Errorf("window confirmation lacks %q:\n%s", w, wipe)
				}
			}
			series := ask(memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmSeriesDelete, Subject: "gym"})
			if !strings.Contains(series, f.s("whole series", "כל הסדרה")) {
				t.Errorf("series confirmation: %s", series)
			}
		})
	}
}

func TestCalendarUnlinked(t *testing.T) {
	f := fixture(t, memo.English)
	step := memo.Step{ID: "A", Capability: memo.CapCalendar, Operation: memo.OpEventGetEvents, Calendar: &memo.CalendarArgs{}}
	out := formatter.Write(f.input(errOutcome(step, memo.Errorf(memo.EUnlinked, "invalid_grant")))).Text
	if !strings.Contains(out, "link it again") || strings.Contains(out, "invalid_grant") {
		t.Errorf("unlinked reply: %s", out)
	}
}
