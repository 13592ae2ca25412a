package sqldb

import (
	memo "github.com/memo-assistant/memo"
)

// The stores' own check of memo's limits on stored text: the planners'
// steps are checked before they get here, so these errors (ETooLong) mean
// a caller skipped that check, and the row is not written.

func checkTaskText(text, category string) error {
	if err := memo.CheckText("task text", text, memo.MaxTextRunes); err != nil {
		return err
	}
	return memo.CheckText("task category", category, memo.MaxTextRunes)
}

func checkItemTexts(items []string) error {
	for _, it := range items {
		if err := memo.CheckText("list item", it, memo.MaxTextRunes); err != nil {
			return err
		}
	}
	return nil
}

// checkEventText checks what calendar.Prepare and calendar.ApplyPatch do
// not: the summary is theirs (memo.MaxEventSummary, EInvalid, as every
// calendar answers).
func checkEventText(description, location string, attendees []string) error {
	errs := []error{
		memo.CheckText("event description", description, memo.MaxNoteRunes),
		memo.CheckText("event location", location, memo.MaxNoteRunes),
		memo.CheckCount("attendees", len(attendees), memo.MaxAttendees),
	}
	for _, a := range attendees {
		errs = append(errs, memo.CheckText("attendee", a, memo.MaxTextRunes))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func checkEventPatch(p memo.EventPatch) error {
	str := func(s *string) string {
		if s == nil {
			return ""
		}
		return *s
	}
	var att []string
	if p.Attendees != nil {
		att = *p.Attendees
	}
	return checkEventText(str(p.Description), str(p.Location), att)
}
