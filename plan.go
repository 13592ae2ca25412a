package memo

import (
	"slices"
	"time"
)

// Plan is what a turn decided to do: ordered steps with typed arguments.
// It is saved with a pending question, so it must survive a JSON round trip.
type Plan struct {
	// TurnID identifies the turn; with a step id it forms the idempotency key.
	TurnID string `json:"turnId"`
	// Text is the request the plan was made from.
	Text string `json:"text"`
	// Lang is the language to answer in.
	Lang Language `json:"lang"`
	// Source tells who planned: "offline", "model", ...
	Source string `json:"source"`
	// Steps run in order; a step waits for the steps it depends on.
	Steps []Step `json:"steps"`
	// Usage counts the model calls spent making the plan (zero offline).
	Usage Usage `json:"usage"`
	// Tentative marks a plan the offline grammar guessed (a time and some
	// words, no command); a model planner, when there is one, does better.
	Tentative bool `json:"tentative,omitempty"`
}

// Usage counts model calls and their tokens.
type Usage struct {
	Calls            int           `json:"calls"`
	PromptTokens     int           `json:"promptTokens"`
	CompletionTokens int           `json:"completionTokens"`
	Latency          time.Duration `json:"latency"`
}

// Add returns u plus v.
func (u Usage) Add(v Usage) Usage {
	return Usage{
		Calls:            u.Calls + v.Calls,
		PromptTokens:     u.PromptTokens + v.PromptTokens,
		CompletionTokens: u.CompletionTokens + v.CompletionTokens,
		Latency:          u.Latency + v.Latency,
	}
}

// Step is one capability operation with its typed arguments. Exactly one of
// the argument pointers matching Capability is set.
type Step struct {
	ID         string     `json:"id"`
	Capability Capability `json:"capability"`
	Operation  Op         `json:"operation"`
	DependsOn  []string   `json:"dependsOn,omitempty"`
	// Confirmed is set when the user approved a risky step.
	Confirmed bool `json:"confirmed,omitempty"`
	// Resolved is set once entity resolution turned names into ids.
	Resolved bool `json:"resolved,omitempty"`
	// Verify makes the gate check, after entity resolution, that the
	// user's own words named exactly what the step will change (each item
	// by its title; a whole series, or all of several alike, by a word for
	// it); when they did not, the gate shows what the step will change and
	// waits for yes before running it. A planner that is not sure the
	// user's words named exactly this sets it: the model planner does on
	// every delete, completion, series change and bulk change.
	Verify bool `json:"verify,omitempty"`

	Tasks    *TaskArgs     `json:"tasks,omitempty"`
	Lists    *ListArgs     `json:"lists,omitempty"`
	General  *GeneralArgs  `json:"general,omitempty"`
	Settings *SettingsArgs `json:"settings,omitempty"`
	Calendar *CalendarArgs `json:"calendar,omitempty"`
	Memory   *MemoryArgs   `json:"memory,omitempty"`
	Email    *EmailArgs    `json:"email,omitempty"`
}

// Settings operations.
const (
	// OpSetDigestTime sets when the morning digest is sent.
	OpSetDigestTime Op = "settings.setDigestTime"
	// OpStopDigest stops the morning digest until a time is set again.
	OpStopDigest Op = "settings.stopDigest"
	// OpSetZone moves the user to another time zone: a stay until a day,
	// or until they say they are back.
	OpSetZone Op = "settings.setZone"
	// OpZoneHome ends a stay: the user is on their home zone again.
	OpZoneHome Op = "settings.zoneHome"
)

// SettingsArgs are the arguments of a settings operation.
type SettingsArgs struct {
	// DigestTime is the local time of the morning digest, "HH:MM".
	DigestTime string `json:"digestTime,omitempty"`
	// Zone is the IANA zone a stay moves to, and Place the place as the
	// user said it; Until ends the stay (nil: until they are back).
	Zone  string     `json:"zone,omitempty"`
	Place string     `json:"place,omitempty"`
	Until *time.Time `json:"until,omitempty"`
}

// Clone returns a copy of s whose arguments are its own: a stage that
// changes the copy's arguments (ids found, names consumed) changes
// nothing of s.
func (s Step) Clone() Step {
	s.DependsOn = slices.Clone(s.DependsOn)
	if a := s.Tasks; a != nil {
		c := *a
		c.Drafts, c.Targets, c.Indexes = slices.Clone(a.Drafts), slices.Clone(a.Targets), slices.Clone(a.Indexes)
		c.Quoted, c.DateChoices, c.DoneVerbs = slices.Clone(a.Quoted), slices.Clone(a.DateChoices), slices.Clone(a.DoneVerbs)
		c.IDs, c.NotFound, c.Occurrences = slices.Clone(a.IDs), slices.Clone(a.NotFound), slices.Clone(a.Occurrences)
		s.Tasks = &c
	}
	if a := s.Lists; a != nil {
		c := *a
		c.Items, c.ItemIndexes, c.ItemIDs, c.NotFound = slices.Clone(a.Items), slices.Clone(a.ItemIndexes), slices.Clone(a.ItemIDs), slices.Clone(a.NotFound)
		s.Lists = &c
	}
	if a := s.General; a != nil {
		c := *a
		s.General = &c
	}
	if a := s.Settings; a != nil {
		c := *a
		s.Settings = &c
	}
	if a := s.Calendar; a != nil {
		c := *a
		c.Drafts, c.ExcludeSummaries = slices.Clone(a.Drafts), slices.Clone(a.ExcludeSummaries)
		c.EventIDs, c.NotFound = slices.Clone(a.EventIDs), slices.Clone(a.NotFound)
		if a.Fields != nil {
			f := *a.Fields
			c.Fields = &f
		}
		s.Calendar = &c
	}
	if a := s.Memory; a != nil {
		c := *a
		c.Indexes, c.Replace, c.Supersedes = slices.Clone(a.Indexes), slices.Clone(a.Replace), slices.Clone(a.Supersedes)
		c.IDs, c.Scores, c.NotFound = slices.Clone(a.IDs), slices.Clone(a.Scores), slices.Clone(a.NotFound)
		if a.Draft != nil {
			d := *a.Draft
			c.Draft = &d
		}
		if a.Fallback != nil {
			f := a.Fallback.Clone()
			c.Fallback = &f
		}
		s.Memory = &c
	}
	if a := s.Email; a != nil {
		c := *a
		c.To, c.Cc, c.Bcc = slices.Clone(a.To), slices.Clone(a.Cc), slices.Clone(a.Bcc)
		if a.Draft != nil {
			d := *a.Draft
			c.Draft = &d
		}
		s.Email = &c
	}
	return s
}

// IdempotencyKey is the key side effects of the step carry.
func (s Step) IdempotencyKey(turnID string) string { return turnID + ":" + s.ID }

// Task operations.
const (
	OpTaskCreate    Op = "tasks.create"
	OpTaskGetAll    Op = "tasks.getAll"
	OpTaskUpdate    Op = "tasks.update"
	OpTaskComplete  Op = "tasks.complete"
	OpTaskDelete    Op = "tasks.delete"
	OpTaskDeleteAll Op = "tasks.deleteAll"
)

// List operations.
const (
	OpListCreate  Op = "lists.create"
	OpListGet     Op = "lists.get"
	OpListGetAll  Op = "lists.getAll"
	OpListAdd     Op = "lists.addItems"
	OpListRemove  Op = "lists.removeItems"
	OpListCheck   Op = "lists.checkItems"
	OpListUncheck Op = "lists.uncheckItems"
	OpListDelete  Op = "lists.delete"
	OpListRename  Op = "lists.rename"
)

// General operations.
const (
	OpHelp   Op = "general.help"
	OpGreet  Op = "general.greet"
	OpThanks Op = "general.thanks"
	// OpFarewell answers a goodbye ("good night", "bye", "להתראות") in
	// kind, never with the greeting's introduction.
	OpFarewell Op = "general.farewell"
	OpUnknown  Op = "general.unknown"
	OpRecent   Op = "general.recent"
	// OpClock tells the time and the date: "what time is it", "מה השעה".
	OpClock Op = "general.clock"
	// OpUndo undoes the chat's last change that was not undone yet.
	OpUndo Op = "general.undo"
	// OpRedo brings back what the chat's last undo took back ("undo the
	// undo", "בטל את הביטול"): the change the undo made is reversed in
	// turn. With no undo just before, nothing is brought back, unless
	// GeneralArgs.OrUndo makes the step an undo then.
	OpRedo Op = "general.redo"
	// OpAnswer is a reply written by a model (chit-chat, an open answer);
	// GeneralArgs.Text holds it and it is sent as it is.
	OpAnswer Op = "general.answer"
	// OpClarify asks the user to say more (GeneralArgs.Text is the
	// question); the answer is planned again together with the request.
	OpClarify Op = "general.clarify"
	// OpAbout answers a question about Memo itself ("are you a bot?",
	// "who made you?", "אתה בוט?"): Memo says plainly that it is an
	// automated assistant, not a person, and what it does.
	OpAbout Op = "general.about"
)

// TaskArgs are the arguments of a task operation.
type TaskArgs struct {
	// Drafts are the tasks to create.
	Drafts []TaskDraft `json:"drafts,omitempty"`
	// Targets name existing tasks ("send to Yossi"), one entry per target.
	Targets []string `json:"targets,omitempty"`
	// Indexes refer to the last numbered list shown, 1-based.
	Indexes []int `json:"indexes,omitempty"`
	// DueAt names tasks by the time of day they are due, "HH:MM" in the
	// user's zone ("my 4pm reminder", "התזכורת של 4"); two times when the
	// hour said may be either half of the day.
	DueAt []string `json:"dueAt,omitempty"`
	// Window filters getAll and deleteAll.
	Window TaskWindow `json:"window,omitempty"`
	// Skip is how many rows of a getAll listing earlier pages showed, on
	// the listing run again for its next page ("more"): it reads them and
	// one page more, and shows the page after them.
	Skip int `json:"skip,omitempty"`
	// From and To are the days of WindowDays, [From, To) in the user's zone.
	From *time.Time `json:"from,omitempty"`
	To   *time.Time `json:"to,omitempty"`
	// NewDue is the due time an update sets.
	NewDue *time.Time `json:"newDue,omitempty"`
	// Move is which part of NewDue an update takes: its day ("move the
	// dentist to Thursday"), its time of day ("make it 9:30"; on a
	// repeating task the hour it repeats at), or all of it.
	Move Move `json:"-"`
	// NewLead is the lead an update sets: the reminder comes this long
	// before the task's due time, which stays ("make it 2 hours before").
	NewLead *time.Duration `json:"newLead,omitempty"`
	// NewText is the text an update sets.
	NewText string `json:"newText,omitempty"`
	// NewRecurrence makes the task repeat ("make it every week"): it
	// replaces the task's one due time, which the repetition starts from.
	NewRecurrence *Recurrence `json:"newRecurrence,omitempty"`
	// ReplaceRecurrence lets NewRecurrence replace the repetition a task
	// has ("make it every thursday instead"); without it a task that
	// repeats already is refused.
	ReplaceRecurrence bool `json:"replaceRecurrence,omitempty"`
	// FromQuote takes the targets from the message the user quoted (a
	// reminder answered with "done"): the runner puts that message's
	// tasks in Quoted when the plan is made, and entity resolution takes
	// them into IDs.
	FromQuote bool `json:"fromQuote,omitempty"`
	// Quoted are the tasks of the message the user quoted, for FromQuote:
	// kept in the step, so a plan that resumes after a question, in a turn
	// whose message quotes nothing, still has them.
	Quoted []string `json:"quoted,omitempty"`
	// NeedTime is set on a create whose reminder has no time of day yet; the
	// turn asks for it (a day, if known, is in the draft's DueDate).
	NeedTime bool `json:"needTime,omitempty"`
	// DateChoices are the days a request named two ways that disagree
	// ("Friday 13.3" when the 13th is a Thursday): the turn asks which,
	// and the answer sets the draft's day.
	DateChoices []time.Time `json:"dateChoices,omitempty"`
	// Passed is set with NeedTime when the time the user gave had already
	// passed ("remind me yesterday …"): the question says so.
	Passed bool `json:"passed,omitempty"`
	// Within is set with NeedTime when the user named a span of days
	// rather than a day ("next week"): the draft's DueDate is its first
	// day, and a weekday in the answer picks among the Within days.
	Within int `json:"within,omitempty"`
	// WithinMonth is set with Within when the span named is a month ("next
	// month", "החודש"), not a week: the question names it so.
	WithinMonth bool `json:"withinMonth,omitempty"`
	// DoneVerbs are the verbs a completion was told with ("paid the
	// gardener", "כיבסתי את הווילונות"): a task they do not fit is asked
	// about, not completed.
	DoneVerbs []string `json:"doneVerbs,omitempty"`
	// SkipDay makes an update leave one day out of a repeating reminder
	// and keep the rest ("skip this friday", "רק היום לא"): the day's start
	// in the user's zone. With SkipDays, the first of that many days whose
	// one occurrence is left out ("not this week").
	SkipDay  *time.Time `json:"skipDay,omitempty"`
	SkipDays int        `json:"skipDays,omitempty"`
	// NewUntil ends a repeating reminder on this day, its rule kept ("stop
	// it after friday", "רק עד ה-20"): the day's start in the user's zone;
	// the series' last occurrence is on it or before.
	NewUntil *time.Time `json:"newUntil,omitempty"`
	// AddDays are weekdays (0 = Sunday) an update adds to a reminder that
	// repeats on weekdays ("actually also wednesday", "גם בחמישי"), its
	// hour and its other days kept; with OnlyDays they replace its days
	// ("only wednesday", "רק ברביעי").
	AddDays  []int `json:"addDays,omitempty"`
	OnlyDays bool  `json:"onlyDays,omitempty"`
	// EndSeries makes a completion end a repeating reminder, all of it
	// ("stop reminding me about water", "תפסיק להזכיר לי"). Without it a
	// done of a reminder that repeats is its current occurrence's done and
	// the series goes on; a nudge is ended by any done.
	EndSeries bool `json:"endSeries,omitempty"`
	// IDs are the tasks the operation acts on, set by entity resolution only.
	IDs []string `json:"ids,omitempty"`
	// FocusNamed is the name the user's words gave the task in focus that
	// IDs holds ("delete call mom" right after making it): entity
	// resolution asks which is meant when another open task bears that
	// task's text, since the name fits it as well as the focus.
	FocusNamed string `json:"focusNamed,omitempty"`
	// Occurrences are single occurrences of repeating tasks the operation
	// acts on (OccurrenceRef), set by entity resolution from the rows of a
	// view of days: done is that day's occurrence done, its reminder left
	// out when still to come; a delete asks first whether the whole series
	// or that day is meant.
	Occurrences []string `json:"occurrences,omitempty"`
	// NotFound are targets that matched nothing, set by entity resolution.
	NotFound []string `json:"notFound,omitempty"`
}

// ListArgs are the arguments of a list operation.
type ListArgs struct {
	// Name is the list to create, or the list an operation targets.
	Name string `json:"name,omitempty"`
	// Items are item texts to add, remove or check.
	Items []string `json:"items,omitempty"`
	// ItemIndexes are 1-based item numbers ("check 2").
	ItemIndexes []int `json:"itemIndexes,omitempty"`
	// Which names the items of removeItems, checkItems or uncheckItems by
	// kind instead of one by one: ItemsAll ("clear the shopping list",
	// "uncheck everything") or ItemsChecked ("remove the checked items").
	Which string `json:"which,omitempty"`
	// Index refers to a list in the last numbered list of lists, 1-based.
	Index int `json:"index,omitempty"`
	// Checklist makes a new list a checklist.
	Checklist bool `json:"checklist,omitempty"`
	// NewName is the name a rename gives the list.
	NewName string `json:"newName,omitempty"`
	// ListID and ItemIDs are set by entity resolution only.
	ListID  string   `json:"listId,omitempty"`
	ItemIDs []string `json:"itemIds,omitempty"`
	// NotFound are item texts that matched nothing.
	NotFound []string `json:"notFound,omitempty"`
}

// ListArgs.Which values: every item of the list, or the checked ones.
const (
	ItemsAll     = "all"
	ItemsChecked = "checked"
)

// UnknownReason says why a planner answered a message with a general
// "unknown" step, so the writer words what to do instead; "" is a plain
// "I didn't understand".
type UnknownReason string

// Reasons for an unknown step.
const (
	// ReasonEmpty: the message was empty or only whitespace.
	ReasonEmpty UnknownReason = "empty"
	// ReasonNoText: emoji or symbols only.
	ReasonNoText UnknownReason = "no_text"
	// ReasonTooLong: the message is over the size a planner reads.
	ReasonTooLong UnknownReason = "too_long"
	// ReasonUnkeptRepeat: a repetition reminders cannot keep ("every
	// other week").
	ReasonUnkeptRepeat UnknownReason = "repeat"
	// ReasonOutside: something only the world outside can do — book a
	// table, call a taxi, tell the weather.
	ReasonOutside UnknownReason = "outside"
	// ReasonNoTrigger: a reminder tied to a place or a moment Memo cannot
	// see ("when I get home", "כשאגיע לעבודה"): it only knows times.
	ReasonNoTrigger UnknownReason = "no_trigger"
	// ReasonFeelingLow and ReasonFeelingGood: the user only told how they
	// feel ("I'm so tired today", "איזה יום מעולה"); the reply answers in
	// kind and changes nothing.
	ReasonFeelingLow  UnknownReason = "feeling_low"
	ReasonFeelingGood UnknownReason = "feeling_good"
	// ReasonReaction: the user only reacted to something ("lol that's so
	// sus", "חחח איזה קטע"); the reply answers in kind and changes nothing.
	ReasonReaction UnknownReason = "reaction"
	// ReasonFrustrated: the user only vented at Memo ("lol ur kinda
	// useless", "את ממש לא עוזרת"); the reply owns it, shows how to ask,
	// and changes nothing.
	ReasonFrustrated UnknownReason = "frustrated"
	// ReasonAskedHow goes with a greeting that asks how Memo is ("how are
	// you today my friend", "מה שלומך היום"): the reply says how, then
	// offers help.
	ReasonAskedHow UnknownReason = "asked_how"
	// ReasonRemark: the user only remarked on the day, the week, the
	// weather or how it went ("איזה קור הבוקר", "its a dreich day"); the
	// reply answers in kind and changes nothing.
	ReasonRemark UnknownReason = "remark"
	// ReasonJoke: the user asked for a joke, a song or a story, which
	// Memo does not tell; the reply says so and what it does.
	ReasonJoke UnknownReason = "joke"
	// ReasonLanguages: the user asked which languages Memo reads ("can
	// you set reminders in Hebrew also?"); the reply names them.
	ReasonLanguages UnknownReason = "languages"
)

// GeneralArgs are the arguments of a general operation (help, greeting...).
type GeneralArgs struct {
	// Reason says why a planner answered with an unknown step.
	Reason UnknownReason `json:"reason,omitempty"`
	// Text is the reply of an OpAnswer step.
	Text string `json:"text,omitempty"`
	// Feminine is set when the message shows a woman wrote it ("אני ממש
	// עייפה"), so a Hebrew reply addresses her in feminine forms.
	Feminine bool `json:"feminine,omitempty"`
	// OrUndo makes an OpRedo step an undo when the chat's last change was
	// no undo: "bring it back" after a delete brings the item back.
	OrUndo bool `json:"orUndo,omitempty"`
}

// PlanRequest is what a planner is given to plan one message.
type PlanRequest struct {
	// TurnID identifies the turn; the plan carries it.
	TurnID string
	// Text is the user's message, cleaned of control characters.
	Text string
	// Lang is the language to answer in.
	Lang Language
	// Now is the current time in the user's zone Loc.
	Now time.Time
	Loc *time.Location
	// Numbered is the last numbered list the chat was shown, if any.
	Numbered *NumberedList
	// ListNames are the names of the user's lists, so "add milk to shopping"
	// can be told apart from a task.
	ListNames []string
	// Recent are the last turns of the chat, oldest first (a bounded window).
	Recent []Turn
	// Dropped is the question that was open when this message came and that
	// the message did not answer, if any.
	Dropped *Pending
	// Quoted is true when the message quotes a reminder the bot sent.
	Quoted bool
	// Focus is what the conversation is about: the item the last turn
	// created, changed or showed alone, or the item of the quoted message;
	// nil when none.
	Focus *FocusItem
}
