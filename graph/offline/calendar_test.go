package offline_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// calWant describes a calendar plan; zero fields are not checked.
type calWant struct {
	ops     []string // capability.operation of every step
	summary string   // the draft's or the target's summary
	start   *time.Time
	end     *time.Time
	allDay  bool
	from    *time.Time
	to      *time.Time
	except  []string
	scope   memo.SeriesScope
	days    []int
	timeOnl bool
}

func TestPlannerCalendar(t *testing.T) {
	day := func(d int) *time.Time { return at(d, 0, 0) }
	feb5 := func(h, m int) *time.Time {
		t := time.Date(2026, 2, 5, h, m, 0, 0, jerusalem)
		return &t
	}
	feb := func(d, h int) *time.Time {
		t := time.Date(2026, 2, d, h, 0, 0, 0, jerusalem)
		return &t
	}
	tests := []struct {
		text string
		want calWant
	}{
		// Create: the default hour, duration, parts of the day, all-day spans.
		{"schedule a meeting with Dana tomorrow at 10", calWant{ops: []string{"calendar.create"}, summary: "meeting with Dana", start: at(21, 10, 0), end: at(21, 11, 0)}},
		{"set a meeting with Yael on Wednesday at 16:00", calWant{ops: []string{"calendar.create"}, summary: "meeting with Yael", start: at(21, 16, 0)}},
		{"תקבע פגישה עם דני מחר ב-10", calWant{ops: []string{"calendar.create"}, summary: "פגישה עם דני", start: at(21, 10, 0)}},
		{"תקבע תור לרופא שיניים מחר ב-8:30", calWant{ops: []string{"calendar.create"}, summary: "תור לרופא שיניים", start: at(21, 8, 30), end: at(21, 9, 30)}},
		// A day and no hour: asked what time (NeedTime), on that day's midnight.
		{"book a haircut on Friday", calWant{ops: []string{"calendar.create"}, summary: "haircut", start: at(23, 0, 0), end: at(23, 1, 0)}},
		{"schedule a call with Noa tomorrow evening", calWant{ops: []string{"calendar.create"}, start: at(21, 18, 0)}},
		{"add a meeting next Wednesday at 9", calWant{ops: []string{"calendar.create"}, start: at(28, 9, 0)}},
		{"תקבע צימר ממחר עד שישי", calWant{ops: []string{"calendar.create"}, summary: "צימר", allDay: true, start: day(21), end: day(24)}},
		{"add dinner with Noa to my calendar friday 19:00-21:00", calWant{ops: []string{"calendar.create"}, summary: "dinner with Noa", start: at(23, 19, 0), end: at(23, 21, 0)}},
		{"add gym every Monday 18:00–19:00", calWant{ops: []string{"calendar.createRecurring"}, summary: "gym", days: []int{1}, start: at(26, 18, 0), end: at(26, 19, 0)}},
		{"every Monday and Wednesday at 9 gym", calWant{ops: []string{"calendar.createRecurring"}, summary: "gym", days: []int{1, 3}, start: at(21, 9, 0)}},
		{"תקבע אימון כל יום ראשון ושלישי ב-7:00", calWant{ops: []string{"calendar.createRecurring"}, summary: "אימון", days: []int{0, 2}}},

		// A length said with the event sets its end and leaves the title.
		{"dentist on the 5th at 10:30 for an hour", calWant{ops: []string{"calendar.create"}, summary: "dentist", start: feb5(10, 30), end: feb5(11, 30)}},
		{"schedule call with Mike tmrw 2pm for 30 min", calWant{ops: []string{"calendar.create"}, summary: "call with Mike", start: at(21, 14, 0), end: at(21, 14, 30)}},
		{"meeting with HR tomorrow at 2 for 2 hours", calWant{ops: []string{"calendar.create"}, summary: "meeting with HR", start: at(21, 14, 0), end: at(21, 16, 0)}},
		{"dentist thursday at 4 for half an hour", calWant{ops: []string{"calendar.create"}, summary: "dentist", start: at(22, 16, 0), end: at(22, 16, 30)}},
		{"workshop thursday 9am for an hour and a half", calWant{ops: []string{"calendar.create"}, summary: "workshop", start: at(22, 9, 0), end: at(22, 10, 30)}},
		{"schedule a 2 hour meeting tomorrow at 1 with legal", calWant{ops: []string{"calendar.create"}, summary: "meeting with legal", start: at(21, 13, 0), end: at(21, 15, 0)}},
		{"תקבעי פגישה עם המנהל מחרתיים בעשר וחצי לחצי שעה", calWant{ops: []string{"calendar.create"}, summary: "פגישה עם המנהל", start: at(22, 10, 30), end: at(22, 11, 0)}},
		{"פגישה של שעתיים עם הצוות ביום רביעי ב-9", calWant{ops: []string{"calendar.create"}, summary: "פגישה עם הצוות", start: at(21, 9, 0), end: at(21, 11, 0)}},
		{"תקבע פגישה עם דני מחר לשעה 5", calWant{ops: []string{"calendar.create"}, summary: "פגישה עם דני", start: at(21, 17, 0), end: at(21, 18, 0)}},
		// A length right after a verb that keeps time is the event's.
		{"block 2 hours tomorrow afternoon for deep work", calWant{ops: []string{"calendar.create"}, summary: "deep work", start: at(21, 14, 0), end: at(21, 16, 0)}},
		{"set aside 30 min tomorrow at 4 to review the budget", calWant{ops: []string{"calendar.create"}, summary: "review the budget", start: at(21, 16, 0), end: at(21, 16, 30)}},
		{"תחסום לי שעתיים מחר בשלוש לעבודה על המצגת", calWant{ops: []string{"calendar.create"}, summary: "לעבודה על המצגת", start: at(21, 15, 0), end: at(21, 17, 0)}},
		// A bare "2-4" beside a day and no other time is the hours.
		{"block off 2-4 tomorrow for deep work", calWant{ops: []string{"calendar.create"}, summary: "deep work", start: at(21, 14, 0), end: at(21, 16, 0)}},
		// An evening occasion's bare hour is in the evening.
		{"חתונה של אחי ביום חמישי בשבע", calWant{ops: []string{"calendar.create"}, summary: "חתונה של אחי", start: at(22, 19, 0)}},

		// "I've got", "יש לי" tell of the event and are no part of its name.
		{"hey so tmrw i got a meeting at 10 with the designers", calWant{ops: []string{"calendar.create"}, summary: "meeting with the designers", start: at(21, 10, 0)}},
		{"ביום רביעי ב-9 בערב יש לי שיעור גיטרה", calWant{ops: []string{"calendar.create"}, summary: "שיעור גיטרה", start: at(21, 21, 0)}},

		// A time and an event noun, no command: the calendar.
		{"dinner at Noa and Itamar's on friday 8pm", calWant{ops: []string{"calendar.create"}, summary: "dinner at Noa and Itamar's", start: at(23, 20, 0), end: at(23, 21, 0)}},
		{"wedding on Thursday at 19:00, remind me a day before", calWant{ops: []string{"calendar.create"}, summary: "wedding", start: at(22, 19, 0)}},
		{"תור לרופאת עור ביום ראשון ב16:00", calWant{ops: []string{"calendar.create"}, summary: "תור לרופאת עור", start: at(25, 16, 0)}},
		// "another", "עוד" before an event's noun tell of one more: no word of its name.
		{"עוד פגישת צוות ביום חמישי ב10", calWant{ops: []string{"calendar.create"}, summary: "פגישת צוות", start: at(22, 10, 0)}},
		{"another team meeting on thursday at 3pm", calWant{ops: []string{"calendar.create"}, summary: "team meeting", start: at(22, 15, 0)}},
		// A practitioner one sees at a time is an appointment; calling one is a reminder.
		{"Chiropodist on Monday at 10am.", calWant{ops: []string{"calendar.create"}, summary: "Chiropodist", start: at(26, 10, 0)}},
		{"osteopath thursday 4pm", calWant{ops: []string{"calendar.create"}, summary: "osteopath", start: at(22, 16, 0)}},
		{"פסיכולוגית ביום ראשון ב16:00", calWant{ops: []string{"calendar.create"}, summary: "פסיכולוגית", start: at(25, 16, 0)}},
		{"call the chiropodist on monday at 10am", calWant{ops: []string{"tasks.create"}}},
		{"להתקשר לפסיכולוגית ביום ראשון ב16:00", calWant{ops: []string{"tasks.create"}}},
		{"block thursday 14:00-15:30 for Lia's school play", calWant{ops: []string{"calendar.create"}, summary: "Lia's school play", start: at(22, 14, 0), end: at(22, 15, 30)}},

		// Reads.
		// Wednesday is tomorrow: its tasks too, the events last.
		{"what's on Wednesday?", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(21), to: day(22)}},
		{"what's on Thursday?", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(22), to: day(23)}},
		{"what's on my calendar tomorrow", calWant{ops: []string{"calendar.getEvents"}, from: day(21), to: day(22)}},
		{"מה יש לי ביום חמישי?", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(22), to: day(23)}},
		{"how does my sunday look", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(25), to: day(26)}},
		{"so what's friday looking like", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(23), to: day(24)}},
		{"מה הולך אצלי בשישי?", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(23), to: day(24)}},
		{"what's the wifi password", calWant{ops: []string{"memory.searchMemory"}}},
		{"מה יש לי מחר?", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(21), to: day(22)}},
		{"what do I have today", calWant{ops: []string{"tasks.getAll", "calendar.getEvents"}, from: day(20), to: day(21)}},
		{"show my meetings next week", calWant{ops: []string{"calendar.getEvents"}, from: day(25), to: feb(1, 0)}},
		{"מה האירועים שלי השבוע", calWant{ops: []string{"calendar.getEvents"}, from: day(20), to: day(25)}},
		{"מתי הפגישה עם דני?", calWant{ops: []string{"calendar.get"}, summary: "הפגישה עם דני"}},
		{"show the dates of gym", calWant{ops: []string{"calendar.getRecurringInstances"}, summary: "gym", scope: memo.ScopeSeries}},
		{"תראה את כל התאריכים של האימון", calWant{ops: []string{"calendar.getRecurringInstances"}, summary: "האימון", scope: memo.ScopeSeries}},
		{"am I free tomorrow at 10?", calWant{ops: []string{"calendar.checkConflicts"}, from: at(21, 10, 0), to: at(21, 11, 0)}},
		// A part of the day is all of it; today's from now.
		{"am I free friday afternoon", calWant{ops: []string{"calendar.checkConflicts"}, from: at(23, 12, 0), to: at(23, 18, 0)}},
		{"אני פנוי מחר בבוקר?", calWant{ops: []string{"calendar.checkConflicts"}, from: at(21, 6, 0), to: at(21, 12, 0)}},
		{"am i free this morning", calWant{ops: []string{"calendar.checkConflicts"}, from: at(20, 9, 0), to: at(20, 12, 0)}},

		// Changes.
		{"move the review with Noa to 15:00", calWant{ops: []string{"calendar.update"}, summary: "review with Noa", start: at(20, 15, 0), timeOnl: true}},
		{"תזיז את הפגישה עם דני ל-12", calWant{ops: []string{"calendar.update"}, summary: "הפגישה עם דני", timeOnl: true}},
		// A weekday said with "to" and no "יום" is the day it moves to.
		{"תזיז את הפגישה עם דני לשישי ב-12", calWant{ops: []string{"calendar.update"}, summary: "הפגישה עם דני", start: at(23, 12, 0)}},
		{"תדחה את הפגישה לראשון ב9", calWant{ops: []string{"calendar.update"}, summary: "הפגישה", start: at(25, 9, 0)}},
		{"תזיז את הפגישה עם שני ל-12", calWant{ops: []string{"calendar.update"}, summary: "הפגישה עם שני", timeOnl: true}},
		{"move all my events tomorrow to Thursday", calWant{ops: []string{"calendar.updateByWindow"}, from: day(21), to: day(22)}},
		{"move tomorrow morning's events to Saturday", calWant{ops: []string{"calendar.updateByWindow"}, from: at(21, 6, 0), to: at(21, 12, 0)}},
		{"תזיז את כל האירועים של מחר ליום חמישי", calWant{ops: []string{"calendar.updateByWindow"}, from: day(21), to: day(22)}},
		{"end the gym series on 10.2", calWant{ops: []string{"calendar.truncateRecurring"}, summary: "gym", scope: memo.ScopeSeries}},
		{"תסיים את האימון החוזר ב-10.2", calWant{ops: []string{"calendar.truncateRecurring"}, summary: "האימון", scope: memo.ScopeSeries}},
		{"cancel lunch with Dan", calWant{ops: []string{"calendar.deleteBySummary"}, summary: "lunch with Dan"}},
		{"תבטל את האימון", calWant{ops: []string{"calendar.deleteBySummary"}, summary: "האימון"}},
		{"delete the recurring boxing event", calWant{ops: []string{"calendar.deleteBySummary"}, summary: "boxing", scope: memo.ScopeSeries}},
		{"cancel the boxing event next Monday", calWant{ops: []string{"calendar.delete"}, summary: "boxing", from: day(26), to: day(27)}},
		{"delete all my events tomorrow", calWant{ops: []string{"calendar.deleteByWindow"}, from: day(21), to: day(22)}},
		{"תמחק את כל האירועים של מחר", calWant{ops: []string{"calendar.deleteByWindow"}, from: day(21), to: day(22)}},
		{"תפנה את מחר חוץ מהאולטרסאונד", calWant{ops: []string{"calendar.deleteByWindow"}, from: day(21), to: day(22), except: []string{"האולטרסאונד"}}},
		{"clear tomorrow except the dentist", calWant{ops: []string{"calendar.deleteByWindow"}, except: []string{"dentist"}}},

		// Routing: reminders, tasks and lists stay where they were.
		{"remind me tomorrow at 10 about the meeting", calWant{ops: []string{"tasks.create"}}},
		{"תזכיר לי מחר ב-10 על הפגישה", calWant{ops: []string{"tasks.create"}}},
		{"what do I have to do tomorrow?", calWant{ops: []string{"tasks.getAll"}}},
		{"delete send to Yossi", calWant{ops: []string{"tasks.delete"}}},
		{"postpone the dentist to Thursday", calWant{ops: []string{"tasks.update"}}},
		{"set a reminder for 9", calWant{ops: []string{"tasks.create"}}},
		{"what's on my packing list", calWant{ops: []string{"lists.get"}}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			p := plan(t, tt.text, "packing")
			var ops []string
			for _, s := range p.Steps {
				ops = append(ops, string(s.Operation))
			}
			if !slices.Equal(ops, tt.want.ops) {
				t.Fatalf("ops %v want %v", ops, tt.want.ops)
			}
			s := p.Steps[len(p.Steps)-1]
			a := s.Calendar
			if s.Capability != memo.CapCalendar {
				return
			}
			w := tt.want
			eq := func(name string, got, want *time.Time) {
				t.Helper()
				if want != nil && (got == nil || !got.Equal(*want)) {
					t.Errorf("%s %v want %v", name, got, want)
				}
			}
			if len(a.Drafts) > 0 {
				d := a.Drafts[0]
				if w.summary != "" && d.Summary != w.summary {
					t.Errorf("summary %q want %q", d.Summary, w.summary)
				}
				eq("start", &d.Start, w.start)
				eq("end", &d.End, w.end)
				if d.AllDay != w.allDay {
					t.Errorf("allDay %v want %v", d.AllDay, w.allDay)
				}
				if w.days != nil && (d.Recurrence == nil || !slices.Equal(d.Recurrence.Days, w.days)) {
					t.Errorf("recurrence %+v want days %v", d.Recurrence, w.days)
				}
				return
			}
			if w.summary != "" && a.Summary != w.summary {
				t.Errorf("summary %q want %q", a.Summary, w.summary)
			}
			eq("from", a.From, w.from)
			eq("to", a.To, w.to)
			if w.except != nil && !slices.Equal(a.ExcludeSummaries, w.except) {
				t.Errorf("except %q want %q", a.ExcludeSummaries, w.except)
			}
			if a.Scope != w.scope {
				t.Errorf("scope %q want %q", a.Scope, w.scope)
			}
			if w.timeOnl && (a.Fields == nil || a.Fields.Move != memo.MoveTime) {
				t.Errorf("fields %+v want a time of day only", a.Fields)
			}
			if w.start != nil && a.Fields != nil {
				eq("new start", a.Fields.Start, w.start)
			}
		})
	}
}

func TestPlannerCalendarBadInput(t *testing.T) {
	for _, text := range []string{
		"schedule a meeting with Dana",                // no time
		"schedule a meeting on February 30",           // no such day
		"add gym tomorrow 19:00-18:00",                // ends before it starts
		"schedule a meeting with Dana today at 08:00", // in the past
	} {
		_, err := offline.New().Plan(context.Background(), memo.PlanRequest{Text: text, Lang: memo.English, Now: now, Loc: jerusalem})
		if memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("%q: err=%v, want EInvalid", text, err)
		}
	}
}

func TestDeleteNamingADayIsAnEvent(t *testing.T) {
	for _, text := range []string{"delete gym next Monday", "תמחק את החדר כושר ביום שני הבא", "remove boxing on Thursday"} {
		s := plan(t, text).Steps[0]
		if s.Capability != memo.CapCalendar || s.Operation != memo.OpEventDelete || s.Calendar == nil || s.Calendar.From == nil {
			t.Errorf("%q: got %s.%s %+v, want a calendar delete of that day's event", text, s.Capability, s.Operation, s.Calendar)
		}
	}
	// A delete by name alone stays a task's.
	if s := plan(t, "delete call mom").Steps[0]; s.Capability != memo.CapTasks {
		t.Errorf("delete call mom went to %s", s.Capability)
	}
}

// TestEventByItsStart: an event named by its start ("my 3pm", "the 10:30")
// is searched for at that time, and "what time is <event>" asks when it is.
func TestEventByItsStart(t *testing.T) {
	for _, c := range []struct {
		text        string
		op          memo.Op
		summary, at string
	}{
		{"cancel my 3pm", memo.OpEventDelete, "", "15:00"},
		{"cancel my 3pm meeting", memo.OpEventDelete, "", "15:00"},
		{"move my 3pm to 4", memo.OpEventUpdate, "", "15:00"},
		{"push the 10:30 call with Dan to 11", memo.OpEventUpdate, "call with Dan", "10:30"},
		{"what's my 4pm", memo.OpEventGet, "", "16:00"},
		{"what time is lunch with sarah", memo.OpEventGet, "lunch with sarah", ""},
		{"באיזו שעה הארוחה עם שרה", memo.OpEventGet, "הארוחה עם שרה", ""},
	} {
		p := plan(t, c.text)
		s := p.Steps[0]
		if s.Calendar == nil || s.Operation != c.op || s.Calendar.Summary != c.summary || s.Calendar.AtTime != c.at {
			t.Errorf("%q: %s.%s %+v; want %s of %q at %q", c.text, s.Capability, s.Operation, s.Calendar, c.op, c.summary, c.at)
		}
	}
}
