package formatter_test

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

func questionCases() []goldenCase {
	del := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{Targets: []string{"send to Yossi"}}}
	done := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskComplete, Tasks: &memo.TaskArgs{}}
	addItems := memo.Step{Capability: memo.CapLists, Operation: memo.OpListAdd, Lists: &memo.ListArgs{Name: "shopping"}}
	check := memo.Step{Capability: memo.CapLists, Operation: memo.OpListCheck, Lists: &memo.ListArgs{Name: "shopping", Items: []string{"milk"}}}
	deleteAll := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskDeleteAll, Tasks: &memo.TaskArgs{Window: memo.WindowOverdue}}
	createList := memo.Step{Capability: memo.CapLists, Operation: memo.OpListCreate, Lists: &memo.ListArgs{}}
	ask := func(f fx, p *memo.Pending) formatter.Input {
		in := f.input()
		in.Pending = p
		return in
	}
	whichTask := func(f fx) *memo.Pending {
		return pending(memo.PendingChoose, memo.ReasonWhichTask, "send to Yossi", del,
			opt("send report to Yossi", f.at(1, 9, 0), "t1"),
			opt("send invoice to Yossi", nil, "t2"))
	}
	confirmOverdue := func(f fx) *memo.Pending {
		return pending(memo.PendingConfirm, memo.ReasonConfirmDelete, "overdue", deleteAll,
			opt(f.s("pay electricity", "לשלם חשמל"), f.at(-3, 18, 0), "t1"),
			opt(f.s("renew passport", "לחדש דרכון"), f.at(-1, 12, 30), "t2"),
			opt("email Dana", f.at(0, 8, 0), "t3"))
	}
	return []goldenCase{
		{name: "q_which_task", build: func(f fx) formatter.Input { p := whichTask(f); p.AllowMultiple = true; return ask(f, p) }},
		{name: "q_which_task_single", build: func(f fx) formatter.Input {
			p := whichTask(f)
			p.Plan.Steps[0].Operation = memo.OpTaskUpdate
			return ask(f, p)
		}},
		{name: "q_which_task_no_subject", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingChoose, memo.ReasonWhichTask, "", done,
				opt(f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0), "t1"),
				opt(f.s("buy bread", "לקנות לחם"), nil, "t2")))
		}},
		{name: "q_which_list", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingChoose, memo.ReasonWhichList, f.s("shopping", "קניות"), addItems,
				opt(f.s("shopping", "קניות"), nil, "l1"), opt(f.s("shopping for the party", "קניות למסיבה"), nil, "l2")))
		}},
		{name: "q_which_item", build: func(f fx) formatter.Input {
			p := pending(memo.PendingChoose, memo.ReasonWhichItem, f.s("milk", "חלב"), check,
				opt(f.s("milk", "חלב"), nil, "i1"), opt(f.s("oat milk", "חלב שיבולת שועל"), nil, "i2"))
			p.AllowMultiple = true
			return ask(f, p)
		}},
		{name: "q_confirm_delete", build: func(f fx) formatter.Input { return ask(f, confirmOverdue(f)) }},
		{name: "q_confirm_delete_one", build: func(f fx) formatter.Input {
			p := confirmOverdue(f)
			p.Options = p.Options[:1]
			return ask(f, p)
		}},
		{name: "q_confirm_delete_all", build: func(f fx) formatter.Input {
			p := confirmOverdue(f)
			p.Subject = "all"
			p.Plan.Steps[0].Tasks = &memo.TaskArgs{Window: memo.WindowAll}
			return ask(f, p)
		}},
		{name: "q_missing_task_text", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{Drafts: []memo.TaskDraft{{}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTaskText, "", s))
		}},
		{name: "q_missing_task_text_dated", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{Drafts: []memo.TaskDraft{{DueDate: f.at(1, 8, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTaskText, "", s))
		}},
		{name: "q_missing_time", build: func(f fx) formatter.Input {
			text := f.s("leave for the wedding", "לצאת לחתונה")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Drafts: []memo.TaskDraft{{Text: text}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_day", build: func(f fx) formatter.Input {
			text := f.s("leave for the wedding", "לצאת לחתונה")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(5, 9, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_next_week", build: func(f fx) formatter.Input {
			text := f.s("call the bank", "להתקשר לבנק")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Within: 7, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(5, 0, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_this_week", build: func(f fx) formatter.Input {
			text := f.s("call the bank", "להתקשר לבנק")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Within: 4, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(0, 0, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_next_month", build: func(f fx) formatter.Input {
			text := f.s("renew the passport", "לחדש דרכון")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Within: 31, WithinMonth: true, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(30, 0, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_this_month", build: func(f fx) formatter.Input {
			text := f.s("renew the passport", "לחדש דרכון")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Within: 20, WithinMonth: true, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(0, 0, 0)}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_lead", build: func(f fx) formatter.Input {
			text := f.s("the dentist", "רופא השיניים")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Drafts: []memo.TaskDraft{{Text: text, Lead: 15 * time.Minute}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_lead_day", build: func(f fx) formatter.Input {
			text := f.s("my exam", "המבחן")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Drafts: []memo.TaskDraft{{Text: text, DueDate: f.at(5, 9, 0), Lead: 24 * time.Hour}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_time_lead_no_day", build: func(f fx) formatter.Input {
			text := f.s("charge the batteries", "לטעון את הסוללות")
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{NeedTime: true, Drafts: []memo.TaskDraft{{Text: text, Lead: 24 * time.Hour}}}}
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingTime, text, s))
		}},
		{name: "q_missing_list_name", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingListName, "", createList))
		}},
		{name: "q_missing_list_name_other", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingListName, "", addItems))
		}},
		{name: "q_missing_items", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingMissing, memo.ReasonMissingItems, f.s("shopping", "קניות"), addItems))
		}},
		{name: "q_confirm_planned_delete_one", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", del,
				opt(f.s("call mom", "להתקשר לאמא"), f.at(1, 9, 0), "t1")))
		}},
		{name: "q_confirm_planned_complete", build: func(f fx) formatter.Input {
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", done,
				opt(f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0), "t1"),
				opt(f.s("buy bread", "לקנות לחם"), nil, "t2")))
		}},
		{name: "q_confirm_planned_update", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskUpdate, Tasks: &memo.TaskArgs{NewDue: f.at(2, 18, 0)}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", s,
				opt(f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0), "t1"),
				opt(f.s("call dad", "להתקשר לאבא"), f.at(1, 20, 0), "t2")))
		}},
		{name: "q_confirm_planned_list_delete", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapLists, Operation: memo.OpListDelete, Lists: &memo.ListArgs{Name: "shopping"}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", s, opt(f.s("shopping", "קניות"), nil, "l1")))
		}},
		{name: "q_confirm_send_cc_bcc", build: func(f fx) formatter.Input {
			// Every recipient is shown before a send, the blind ones too.
			s := memo.Step{Capability: memo.CapGmail, Operation: memo.OpEmailSendConfirm, Email: &memo.EmailArgs{Draft: &memo.EmailDraft{
				To: []string{"dana@example.com"}, Cc: []string{"avi@example.com"}, Bcc: []string{"boss@example.com"},
				Subject: f.s("Friday", "שישי"), Body: f.s("See you at 10.", "נתראה בעשר.")}}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmSend, "", s))
		}},
		{name: "q_confirm_planned_items", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapLists, Operation: memo.OpListRemove, Lists: &memo.ListArgs{}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, f.s("shopping", "קניות"), s,
				opt(f.s("milk", "חלב"), nil, "i1"), opt(f.s("eggs", "ביצים"), nil, "i2")))
		}},
		{name: "q_confirm_planned_series", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "gym", Scope: memo.ScopeSeries}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", s, opt(f.s("gym", "חדר כושר"), nil, "e1")))
		}},
		{name: "q_confirm_planned_truncate", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventTruncateRecurring, Calendar: &memo.CalendarArgs{Summary: "gym", Scope: memo.ScopeSeries, Until: f.at(10, 23, 59)}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", s, opt(f.s("gym", "חדר כושר"), nil, "e1")))
		}},
		{name: "q_confirm_planned_events", build: func(f fx) formatter.Input {
			s := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{Summary: "lunch"}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", s,
				opt(f.s("lunch", "ארוחת צהריים"), f.at(1, 13, 0), "e1"), opt(f.s("lunch", "ארוחת צהריים"), f.at(2, 13, 0), "e2")))
		}},
		{name: "notice_cancelled", build: func(f fx) formatter.Input {
			in := f.input()
			in.Notice = formatter.NoticeCancelled
			return in
		}},
		{name: "notice_invalid_choice", build: func(f fx) formatter.Input {
			in := ask(f, whichTask(f))
			in.Notice = formatter.NoticeInvalidChoice
			return in
		}},
		{name: "notice_invalid_confirm", build: func(f fx) formatter.Input {
			in := ask(f, confirmOverdue(f))
			in.Notice = formatter.NoticeInvalidChoice
			return in
		}},
		{name: "listing_then_question", build: func(f fx) formatter.Input {
			in := f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowToday},
				[]memo.Task{task("t4", f.s("pick up the kids", "לאסוף את הילדים"), f.at(0, 17, 0))}, nil))
			in.Pending = whichTask(f)
			return in
		}},
		{name: "q_confirm_planned_forget", build: func(f fx) formatter.Input {
			forget := memo.Step{Capability: memo.CapMemory, Operation: memo.OpMemoryDelete, Memory: &memo.MemoryArgs{Query: "gate"}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", forget,
				opt(f.s("the gate code is 4512", "הקוד של השער הוא 4512"), nil, "m1")))
		}},
		{name: "q_confirm_planned_memory_update", build: func(f fx) formatter.Input {
			edit := memo.Step{Capability: memo.CapMemory, Operation: memo.OpMemoryUpdate, Memory: &memo.MemoryArgs{Query: "gate",
				Draft: &memo.MemoryDraft{Kind: memo.MemoryNote, Text: f.s("the gate code is 7777", "הקוד של השער הוא 7777")}}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", edit,
				opt(f.s("the gate code is 4512", "הקוד של השער הוא 4512"), nil, "m1")))
		}},
		{name: "q_confirm_planned_mark_read", build: func(f fx) formatter.Input {
			mark := memo.Step{Capability: memo.CapGmail, Operation: memo.OpEmailMarkRead, Email: &memo.EmailArgs{MessageID: "e1"}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", mark,
				opt("Dana Levi <dana@example.com>: "+f.s("Tonight", "הערב"), nil, "e1")))
		}},
		{name: "q_confirm_planned_disconnect", build: func(f fx) formatter.Input {
			off := memo.Step{Capability: memo.CapSettings, Operation: memo.OpGoogleDisconnect, Settings: &memo.SettingsArgs{}}
			return ask(f, pending(memo.PendingConfirm, memo.ReasonConfirmPlanned, "", off, opt("Google", nil, "u1")))
		}},
		{name: "google_link_sent_privately", build: func(f fx) formatter.Input {
			r := memo.NewResult(memo.CapSettings, memo.OpGoogleConnect, nil)
			r.Meta.SentPrivately = true
			return f.input(formatter.StepOutcome{Step: memo.Step{ID: "A", Capability: memo.CapSettings, Operation: memo.OpGoogleConnect,
				Settings: &memo.SettingsArgs{}}, Result: &r})
		}},
	}
}
