package memo

import "time"

// PendingKind is the kind of question a suspended turn asks.
type PendingKind string

// Pending kinds.
const (
	// PendingChoose asks which of numbered options is meant.
	PendingChoose PendingKind = "choose"
	// PendingConfirm asks yes or no before a risky step.
	PendingConfirm PendingKind = "confirm"
	// PendingMissing asks for a missing field; the next message fills it.
	PendingMissing PendingKind = "missing"
)

// DefaultPendingTTL is how long a question waits for its answer.
const DefaultPendingTTL = 5 * time.Minute

// Option is one numbered answer to a PendingChoose question.
type Option struct {
	// Label is what the user sees (and may type back).
	Label string `json:"label"`
	// IDs are what choosing the option selects.
	IDs []string `json:"ids"`
	// When is the option's due or start time, shown beside the label.
	When *time.Time `json:"when,omitempty"`
	// List is the name of the list an item option is on.
	List string `json:"list,omitempty"`
}

// Pending is a question the turn stopped on, with everything needed to
// resume it at the step that asked.
type Pending struct {
	// Version is assigned by the store on save and grows with every save in a
	// chat; taking a pending question with an old version fails.
	Version int64       `json:"version"`
	Kind    PendingKind `json:"kind"`
	// Reason is a code the writer words the question from.
	Reason PendingReason `json:"reason"`
	// Subject is what the question is about (the name the user gave).
	Subject string `json:"subject,omitempty"`
	// Options are the numbered choices of a PendingChoose question.
	Options []Option `json:"options,omitempty"`
	// AllowMultiple lets the answer pick several options ("1,3", "both").
	AllowMultiple bool `json:"allowMultiple,omitempty"`
	// Plan is the suspended plan; StepID the step that asked.
	Plan   Plan   `json:"plan"`
	StepID string `json:"stepId"`
	// Lang is the language the question was asked in.
	Lang      Language  `json:"lang"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// Stamped returns p with its times filled in as the stores keep them: a
// zero CreatedAt is now, a zero ExpiresAt DefaultPendingTTL from now.
func (p Pending) Stamped(now time.Time) Pending {
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	if p.ExpiresAt.IsZero() {
		p.ExpiresAt = now.Add(DefaultPendingTTL)
	}
	return p
}

// Expired reports whether the question can no longer be answered at now.
func (p Pending) Expired(now time.Time) bool { return !now.Before(p.ExpiresAt) }

// Step returns the step that asked, and false when the plan has no such step.
func (p Pending) Step() (Step, int, bool) {
	for i, s := range p.Plan.Steps {
		if s.ID == p.StepID {
			return s, i, true
		}
	}
	return Step{}, -1, false
}

// PendingReason says why a turn stopped to ask: the writer words the
// question from it in the user's language.
type PendingReason string

// Reasons a turn stops to ask.
const (
	ReasonWhichTask       PendingReason = "which_task"        // choose: several tasks match Subject
	ReasonNearTask        PendingReason = "near_task"         // choose: no task matches Subject; the options only come close
	ReasonWhichList       PendingReason = "which_list"        // choose: several lists match Subject
	ReasonWhichItem       PendingReason = "which_item"        // choose: several items of a list match Subject
	ReasonConfirmDelete   PendingReason = "confirm_delete"    // confirm: delete the tasks in Options (a bulk delete by window)
	ReasonMissingTaskText PendingReason = "missing_task_text" // missing: what the task or reminder is
	ReasonMissingTime     PendingReason = "missing_time"      // missing: a day was given but no time; Subject is the task
	ReasonMissingListName PendingReason = "missing_list_name" // missing: which list
	ReasonMissingEvent    PendingReason = "missing_event"     // missing: what the event is and when ("new event" said alone)
	ReasonMissingItems    PendingReason = "missing_items"     // missing: which items to add to the list Subject
	ReasonClarify         PendingReason = "clarify"           // missing: the request was unclear; Subject is the question
	ReasonWhichDate       PendingReason = "which_date"        // choose: the weekday and the date the user gave disagree; options are the two days
	ReasonWhichKind       PendingReason = "which_kind"        // choose: a task and an item of a list both match Subject

	ReasonWhichEvent          PendingReason = "which_event"           // choose: several events match Subject
	ReasonEventScope          PendingReason = "event_scope"           // choose: option 1 = the whole series, 2 = only this occurrence (of an event, or of a repeating reminder)
	ReasonConfirmWindowDelete PendingReason = "confirm_window_delete" // confirm: delete the events in Options (a window)
	ReasonConfirmWindowUpdate PendingReason = "confirm_window_update" // confirm: move the events in Options (a window)
	ReasonConfirmSeriesDelete PendingReason = "confirm_series_delete" // confirm: delete the whole series Subject

	ReasonWhichEmail     PendingReason = "which_email"     // choose: several mails match Subject
	ReasonWhichRecipient PendingReason = "which_recipient" // choose: several addresses for the name Subject
	// ReasonConfirmSend shows the draft of the step (EmailArgs.Draft) and
	// sends it only on yes.
	ReasonConfirmSend PendingReason = "confirm_send"

	// ReasonConfirmPlanned confirms a step a planner was not sure of
	// (Step.Verify): Options are the items it will change (tasks with their
	// due times, events with their starts, a list, a series), Subject the
	// list an item change is in.
	ReasonConfirmPlanned PendingReason = "confirm_planned"
	// ReasonConfirmZone confirms a move to another time zone, or home
	// (the step's SettingsArgs say which).
	ReasonConfirmZone PendingReason = "confirm_zone"

	// ReasonForwardEvent offers the event a forwarded message describes
	// (the step's CalendarArgs.Drafts[0]): yes creates it, no drops it, a
	// time said ("make it 11") changes it and asks again.
	ReasonForwardEvent PendingReason = "forward_event"
	// ReasonForwardMenu asks what to do with a forwarded message, the
	// plan's Text: Options are a note, a reminder and a calendar event
	// (their IDs "note", "remind", "event"); an answer in words, with a
	// time or without, picks one too.
	ReasonForwardMenu PendingReason = "forward_menu"
	// ReasonForwardWhen asks when the event of a forwarded message is
	// (missing: Subject is its title).
	ReasonForwardWhen PendingReason = "forward_when"
)
