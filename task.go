package memo

import (
	"context"
	"strings"
	"time"
)

// Task is a to-do, optionally with a due time (a reminder) and a recurrence.
// The JSON names are the result contract's.
type Task struct {
	ID       string `json:"id"`
	Text     string `json:"text"`
	Category string `json:"category"`
	// DueDate is when the task is due (and its reminder fires), nil for an
	// undated task. In results it carries the user's offset.
	DueDate *time.Time `json:"due_date"`
	// Recurrence repeats the reminder; nil for a one-time or undated task.
	Recurrence *Recurrence `json:"reminder_recurrence"`
	Completed  bool        `json:"completed"`
	CreatedAt  time.Time   `json:"created_at"`
	// Lead fires the reminder this long before DueDate ("a day before").
	Lead time.Duration `json:"-"`
	// NextReminder is when the reminder fires next; nil when it will not.
	NextReminder *time.Time `json:"next_reminder_at,omitempty"`
	// FireCount is how many reminders were sent for the task.
	FireCount int `json:"-"`
	// Occurrence marks one occurrence of a repeating task, as a view of
	// days lists it: DueDate is when that occurrence comes, the rest is
	// the series'.
	Occurrence bool `json:"occurrence,omitempty"`
}

// Reminder returns the task's reminder schedule.
func (t Task) Reminder() Reminder {
	return Reminder{Due: t.DueDate, Lead: t.Lead, Recurrence: t.Recurrence, Created: t.CreatedAt, Fired: t.FireCount}
}

// ItemID implements Item.
func (t Task) ItemID() string { return t.ID }

// Title implements Item.
func (t Task) Title() string { return t.Text }

// InZone implements Item.
func (t Task) InZone(loc *time.Location) Item {
	if t.DueDate != nil {
		d := t.DueDate.In(loc)
		t.DueDate = &d
	}
	if t.NextReminder != nil {
		n := t.NextReminder.In(loc)
		t.NextReminder = &n
	}
	t.CreatedAt = t.CreatedAt.In(loc)
	return t
}

// RecurrenceType is how a reminder repeats.
type RecurrenceType string

// Recurrence types.
const (
	RecurDaily   RecurrenceType = "daily"
	RecurWeekly  RecurrenceType = "weekly"
	RecurMonthly RecurrenceType = "monthly"
	RecurYearly  RecurrenceType = "yearly" // on one date of the year: a birthday, a renewal
	RecurNudge   RecurrenceType = "nudge"  // every N minutes or hours until done
)

// Recurrence describes a repeating reminder, anchored in the user's zone.
type Recurrence struct {
	Type RecurrenceType `json:"type"`
	// Time is the local wall-clock time "HH:MM" for daily, weekly, monthly
	// and yearly.
	Time string `json:"time,omitempty"`
	// Days are weekdays, 0 = Sunday, for weekly.
	Days []int `json:"days,omitempty"`
	// DayOfMonth is 1..31 for monthly and yearly, clamped to short months
	// (a yearly 29 February falls on the 28th in other years).
	DayOfMonth int `json:"dayOfMonth,omitempty"`
	// Month is 1..12, the month of a yearly series.
	Month int `json:"month,omitempty"`
	// Every repeats every Every days, weeks or months ("every other week"
	// is 2, "every 3 days" 3); 0 and 1 mean each one.
	Every int `json:"every,omitempty"`
	// Week makes a monthly series fall on a weekday of the month instead
	// of a day: 1 to 4 the first to the fourth, -1 the last ("the last
	// Friday of every month"). Days then holds the one weekday.
	Week int `json:"week,omitempty"`
	// Start is the first day of a series, "YYYY-MM-DD" in its zone; an
	// Every of 2 or more counts its periods from it. "" counts from the
	// day the reminder was set.
	Start string `json:"start,omitempty"`
	// Interval is the nudge period.
	Interval time.Duration `json:"interval,omitempty"`
	// Until ends the series; nil means open-ended.
	Until *time.Time `json:"until,omitempty"`
	// TimeZone is the IANA zone the times are read in.
	TimeZone string `json:"timezone,omitempty"`
	// Skip are days the series does not fire on, "YYYY-MM-DD" in its zone
	// ("skip this friday"): one occurrence left out, the rest kept, as an
	// EXDATE does.
	Skip []string `json:"skip,omitempty"`
}

// TaskWindow filters tasks by their due date, read in the user's zone.
type TaskWindow string

// Task windows.
const (
	WindowAll      TaskWindow = "all"
	WindowToday    TaskWindow = "today"
	WindowTomorrow TaskWindow = "tomorrow"
	WindowWeek     TaskWindow = "this_week"
	WindowOverdue  TaskWindow = "overdue"
	WindowUndated  TaskWindow = "undated"
	WindowUpcoming TaskWindow = "upcoming"
	// WindowDays is the days [TaskArgs.From, TaskArgs.To): "what do I have
	// on Friday".
	WindowDays TaskWindow = "days"
)

// DayRef is how a task named by its day alone ("delete the reminder
// tomorrow") is listed in TaskArgs.NotFound when none is due that day:
// "@" and the day, "@2026-12-03"; ParseDayRef reads it back.
func DayRef(day time.Time) string { return "@" + day.Format(time.DateOnly) }

// ParseDayRef reads a DayRef as the start of that day in loc; ok is false
// for any other text.
func ParseDayRef(s string, loc *time.Location) (day time.Time, ok bool) {
	d, isRef := strings.CutPrefix(s, "@")
	if !isRef {
		return time.Time{}, false
	}
	t, err := time.ParseInLocation(time.DateOnly, d, loc)
	return t, err == nil
}

// OccurrenceRef names one occurrence of a repeating task in a numbered
// listing: the task's id, "@" and the occurrence's day as at reads it,
// "t_ab12@2026-12-03"; ParseOccurrenceRef reads it back.
func OccurrenceRef(id string, at time.Time) string { return id + "@" + at.Format(time.DateOnly) }

// ParseOccurrenceRef reads an OccurrenceRef: the task's id and the start
// of the occurrence's day in loc; ok is false for any other text (a
// task's own id, a DayRef).
func ParseOccurrenceRef(s string, loc *time.Location) (id string, day time.Time, ok bool) {
	id, d, found := strings.Cut(s, "@")
	if !found || id == "" {
		return "", time.Time{}, false
	}
	day, err := time.ParseInLocation(time.DateOnly, d, loc)
	return id, day, err == nil
}

// TaskFilter selects tasks. Zero fields do not filter.
type TaskFilter struct {
	// IDs keeps only these tasks.
	IDs []string
	// DueFrom and DueTo keep tasks due in [DueFrom, DueTo).
	DueFrom, DueTo *time.Time
	// Undated keeps only tasks without a due date.
	Undated bool
	// Repeating keeps only tasks that repeat (nudges too): a view of days
	// lists their occurrences (reminder.Between).
	Repeating bool
	// IncludeCompleted also returns completed tasks (by default they are left out).
	IncludeCompleted bool
	// Category keeps tasks of this category.
	Category string
	// Limit, when positive, returns only the first Limit tasks.
	Limit int
}

// MaxNameCandidates bounds the tasks FindTasksNamed returns: a name that
// shares index keys with more titles than this is found among those that
// share the most.
const MaxNameCandidates = 200

// TaskPageQuery asks for the first Limit tasks of a listing in the order it
// shows them: overdue (due before Now), today (from Now to Tomorrow, the
// start of the next day in the user's zone), upcoming (from Tomorrow), each
// by due time, then repeating tasks with no due date and tasks with no date,
// each in creation order.
type TaskPageQuery struct {
	Limit         int
	Now, Tomorrow time.Time
	// DayAfter is the start of the day after Tomorrow: upcoming tasks due
	// from then on are counted apart (TaskSections.Later).
	DayAfter time.Time
}

// TaskSections counts the tasks of a listing by section.
type TaskSections struct {
	Overdue   int `json:"overdue"`
	Today     int `json:"today"`
	Upcoming  int `json:"upcoming"`
	Repeating int `json:"repeating"`
	Undated   int `json:"undated"`
	// Later is how many of Upcoming are due after tomorrow.
	Later int `json:"later"`
}

// Total is how many tasks the sections hold.
func (s TaskSections) Total() int { return s.Overdue + s.Today + s.Upcoming + s.Repeating + s.Undated }

// TaskPage is the first tasks of a listing and the count of all of them.
type TaskPage struct {
	Tasks    []Task
	Sections TaskSections
}

// TaskDraft is a task to create.
type TaskDraft struct {
	Text       string      `json:"text"`
	Category   string      `json:"category,omitempty"`
	DueDate    *time.Time  `json:"due_date,omitempty"`
	Recurrence *Recurrence `json:"reminder_recurrence,omitempty"`
	// Lead fires a one-time reminder this long before DueDate.
	Lead time.Duration `json:"lead,omitempty"`
}

// TaskUpdate changes a task; nil fields stay as they are.
type TaskUpdate struct {
	Text       *string
	Category   *string
	DueDate    **time.Time // set to a nil *time.Time to clear the due date
	Recurrence **Recurrence
	Completed  *bool
	// Lead sets how long before DueDate the reminder comes.
	Lead *time.Duration
}

// TaskService keeps a user's tasks.
type TaskService interface {
	// CreateTask stores a task. key makes the call idempotent: a second call
	// with the same non-empty key returns the task the first one created.
	CreateTask(ctx context.Context, userID, key string, d TaskDraft) (Task, error)
	// FindTasks returns the user's tasks matching f, by due date (undated last).
	FindTasks(ctx context.Context, userID string, f TaskFilter) ([]Task, error)
	// FindTasksNamed returns the user's open tasks whose titles share an
	// index key (resolution.QueryKeys) with any of names, in FindTasks'
	// order: every task the names can match well and few others. When
	// more than MaxNameCandidates do, those sharing the most keys.
	FindTasksNamed(ctx context.Context, userID string, names []string) ([]Task, error)
	// FindTaskPage returns the first q.Limit open tasks matching f in
	// listing order (see TaskPageQuery) and the count of all of them by
	// section.
	FindTaskPage(ctx context.Context, userID string, f TaskFilter, q TaskPageQuery) (TaskPage, error)
	// UpdateTask changes a task; ENotFound when it does not exist.
	UpdateTask(ctx context.Context, userID, id string, u TaskUpdate) (Task, error)
	// DeleteTasks deletes tasks by id and returns those it deleted; ids that
	// do not exist are skipped.
	DeleteTasks(ctx context.Context, userID string, ids []string) ([]Task, error)
}
