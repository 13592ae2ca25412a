package brain

import (
	"regexp"
	"slices"
)

// A question may ask for a date by the word ("what is my passport expiry
// date?", "מה תאריך התפוגה של הדרכון") of a memory that only says one
// ("my passport expires on 3 March 2029"). A memory that holds a date is
// indexed with dateMark besides its words, and the question's "date" or
// "תאריך" is found by it: the word asks for a date, not for the word.
const dateMark = "zzdate"

// reHasDate is a date as memories say it: a day and a month's name in
// either language, a month's name and a year, or a date in digits
// ("3.3.2029", "14/12", "5.2031").
var reHasDate = regexp.MustCompile(`(?i)\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|` +
	`ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|` +
	`\b\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?\b|\b\d{1,2}[./]\d{4}\b`)

// dateTerms returns dateMark when one of the texts holds a date.
func dateTerms(texts ...string) []string {
	for _, t := range texts {
		if reHasDate.MatchString(t) {
			return []string{dateMark}
		}
	}
	return nil
}

// dateQuery returns dateMark for a question word, as its forms, that asks
// for a date.
func dateQuery(forms []string) []string {
	if slices.ContainsFunc(forms, func(f string) bool { return f == "date" || f == "תאריכ" }) {
		return []string{dateMark}
	}
	return nil
}
