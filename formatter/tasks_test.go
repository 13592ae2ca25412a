package formatter_test

import (
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/formatter"
)

// listingTasks is a listing across every section, handed over in the
// store's order (by due date, undated last).
func listingTasks(f fx) []memo.Task {
	daily := task("t6", f.s("stretch", "למתוח את הגב"), f.at(1, 8, 0))
	daily.Recurrence = &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
	return []memo.Task{
		task("t1", f.s("pay electricity", "לשלם חשמל"), f.at(-3, 18, 0)),
		task("t2", f.s("renew passport", "לחדש דרכון"), f.at(-1, 12, 30)),
		task("t3", f.s("stand-up call", "שיחת צוות"), f.at(0, 8, 0)),
		task("t4", f.s("pick up the kids", "לאסוף את הילדים"), f.at(0, 17, 0)),
		task("t5", f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0)),
		daily,
		task("t7", f.s("book tickets", "להזמין כרטיסים"), f.at(5, 10, 15)),
		task("t8", f.s("dentist", "רופא שיניים"), f.at(12, 16, 0)),
		task("t9", f.s("call the bank", "להתקשר לבנק"), nil),
		task("t10", "Netflix", nil),
	}
}

func taskCases() []goldenCase {
	create := func(f fx, tasks ...memo.Task) formatter.Input {
		return f.input(taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, tasks, nil))
	}
	getAll := func(f fx, w memo.TaskWindow, tasks ...memo.Task) formatter.Input {
		return f.input(taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{Window: w}, tasks, nil))
	}
	cases := []goldenCase{
		{name: "task_create_undated", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("call the bank", "להתקשר לבנק"), nil))
		}},
		{name: "task_create_today", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("pick up the kids", "לאסוף את הילדים"), f.at(0, 18, 0)))
		}},
		{name: "task_create_tomorrow", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("call mom", "להתקשר לאמא"), f.at(1, 9, 0)))
		}},
		{name: "task_create_weekday", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("book tickets", "להזמין כרטיסים"), f.at(5, 10, 15)))
		}},
		{name: "task_create_far", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("dentist", "רופא שיניים"), f.at(12, 16, 0)))
		}},
		{name: "task_create_next_year", build: func(f fx) formatter.Input {
			due := time.Date(2027, 1, 5, 9, 30, 0, 0, f.loc)
			return create(f, task("t1", f.s("renew insurance", "לחדש ביטוח"), &due))
		}},
		{name: "task_create_dst", build: func(f fx) formatter.Input {
			// 07:00 UTC on a summer-time day is 10:00 in Jerusalem (+03).
			due := time.Date(2026, 3, 29, 7, 0, 0, 0, time.UTC)
			return create(f, task("t1", f.s("spring cleaning", "ניקיון אביב"), &due))
		}},
		{name: "task_create_past", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("log the meeting", "לתעד את הפגישה"), f.at(0, 8, 0)))
		}},
		{name: "task_create_many", build: func(f fx) formatter.Input {
			return create(f,
				task("t1", f.s("training", "אימון"), f.at(1, 8, 0)),
				task("t2", f.s("haircut", "תספורת"), f.at(1, 10, 30)),
				task("t3", f.s("buy a gift", "לקנות מתנה"), nil))
		}},
		{name: "task_create_recurring", build: func(f fx) formatter.Input {
			t := task("t1", f.s("water the plants", "להשקות את העציצים"), f.at(5, 14, 0))
			t.Recurrence = &memo.Recurrence{Type: memo.RecurWeekly, Time: "14:00", Days: []int{0, 3}}
			return create(f, t)
		}},
		{name: "task_create_nudge", build: func(f fx) formatter.Input {
			t := task("t1", f.s("take the pills", "לקחת כדורים"), f.at(0, 20, 0))
			t.Recurrence = &memo.Recurrence{Type: memo.RecurNudge, Interval: 10 * time.Minute}
			return create(f, t)
		}},
		{name: "task_list_all", build: func(f fx) formatter.Input { return getAll(f, memo.WindowAll, listingTasks(f)...) }},
		{name: "task_list_tomorrow", build: func(f fx) formatter.Input {
			return getAll(f, memo.WindowTomorrow,
				task("t1", f.s("training", "אימון"), f.at(1, 8, 0)),
				task("t2", f.s("haircut", "תספורת"), f.at(1, 10, 30)))
		}},
		{name: "task_list_undated", build: func(f fx) formatter.Input {
			return getAll(f, memo.WindowUndated, task("t9", f.s("call the bank", "להתקשר לבנק"), nil))
		}},
		{name: "task_complete_one", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskComplete, memo.TaskArgs{}, []memo.Task{task("t1", f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0))}, nil))
		}},
		{name: "task_complete_many_notfound", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskComplete, memo.TaskArgs{}, []memo.Task{
				task("t1", f.s("call mom", "להתקשר לאמא"), f.at(0, 20, 0)),
				task("t2", f.s("buy bread", "לקנות לחם"), nil),
			}, notFound(f.s("walk the dog", "להוציא את הכלב"))))
		}},
		{name: "task_complete_notfound", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskComplete, memo.TaskArgs{}, nil, notFound("send to Yossi")))
		}},
		{name: "task_delete_one", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, []memo.Task{task("t1", f.s("buy a gift", "לקנות מתנה לאמא"), nil)}, nil))
		}},
		{name: "task_delete_many_notfound", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, []memo.Task{
				task("t1", "send report to Yossi", f.at(1, 9, 0)),
				task("t2", "send invoice to Yossi", nil),
				task("t3", f.s("call the bank", "להתקשר לבנק"), f.at(-2, 10, 0)),
			}, notFound(f.s("dentist", "רופא שיניים"), "#7")))
		}},
		{name: "task_delete_notfound", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, nil, notFound(f.s("dentist", "רופא שיניים"))))
		}},
		{name: "task_delete_notfound_many", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, nil, notFound(f.s("dentist", "רופא שיניים"), f.s("gym", "חדר כושר"))))
		}},
		{name: "task_delete_ref", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, nil, notFound("#5")))
		}},
		{name: "task_delete_last_no_list", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, nil, notFound("#-1")))
		}},
		{name: "task_deleteall_overdue", build: func(f fx) formatter.Input {
			tasks := listingTasks(f)[:2]
			return f.input(taskOutcome(memo.OpTaskDeleteAll, memo.TaskArgs{Window: memo.WindowOverdue}, tasks, nil))
		}},
		{name: "task_deleteall_none", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDeleteAll, memo.TaskArgs{Window: memo.WindowOverdue}, nil, nil))
		}},
		{name: "task_update_due", build: func(f fx) formatter.Input {
			due := f.at(1, 10, 0)
			return f.input(taskOutcome(memo.OpTaskUpdate, memo.TaskArgs{NewDue: due}, []memo.Task{task("t1", f.s("call mom", "להתקשר לאמא"), due)}, nil))
		}},
		{name: "task_update_repeating", build: func(f fx) formatter.Input {
			t := task("t1", f.s("take vitamins", "לקחת ויטמינים"), nil)
			t.Recurrence = &memo.Recurrence{Type: memo.RecurDaily, Time: "08:00"}
			return f.input(taskOutcome(memo.OpTaskUpdate, memo.TaskArgs{}, []memo.Task{t}, nil))
		}},
		{name: "task_update_rename", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskUpdate, memo.TaskArgs{NewText: "x"}, []memo.Task{task("t1", f.s("call dad", "להתקשר לאבא"), nil)}, nil))
		}},
		{name: "task_item_errors", build: func(f fx) formatter.Input {
			return f.input(taskOutcome(memo.OpTaskDelete, memo.TaskArgs{}, []memo.Task{task("t1", f.s("call mom", "להתקשר לאמא"), nil)},
				func(m *memo.Meta) { m.Errors = []memo.ItemError{{ID: "t2", Error: "locked"}} }))
		}},
		{name: "multi_steps", build: func(f fx) formatter.Input {
			return f.input(
				taskOutcome(memo.OpTaskCreate, memo.TaskArgs{}, []memo.Task{task("t1", f.s("call mom", "להתקשר לאמא"), f.at(1, 9, 0))}, nil),
				taskOutcome(memo.OpTaskGetAll, memo.TaskArgs{Window: memo.WindowTomorrow}, []memo.Task{task("t1", f.s("call mom", "להתקשר לאמא"), f.at(1, 9, 0))}, nil),
			)
		}},
		{name: "bidi_controls", build: func(f fx) formatter.Input {
			// A title that brings its own override and an unmatched isolate.
			return create(f, task("t1", "\u202ecall\u2069 \u2067Dana\n 050-1234567", f.at(1, 9, 0)))
		}},
		{name: "bidi_hebrew_with_time", build: func(f fx) formatter.Input {
			return create(f, task("t1", f.s("meeting 10:30-11:00", "פגישה 10:30-11:00"), nil))
		}},
	}
	for _, w := range []memo.TaskWindow{memo.WindowAll, memo.WindowToday, memo.WindowTomorrow, memo.WindowWeek, memo.WindowOverdue, memo.WindowUndated, memo.WindowUpcoming} {
		cases = append(cases, goldenCase{name: "task_list_empty_" + string(w), build: func(f fx) formatter.Input { return getAll(f, w) }})
	}
	return cases
}
