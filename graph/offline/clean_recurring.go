package offline

import "strings"

// A repetition said twice, once by a word of its kind before the thing
// and once by when it comes back ("recurring sync with eng leads every
// Tuesday at 10", "new repeating reminder to water the plants every
// sunday"), is said by the when: the word of its kind is how the user
// asks for a repetition, no word of the title. Without a when that
// repeats ("recurring deposit review friday 10am") it names the thing
// and stays.

// reRecurringLead is the word of a repetition's kind opening the request,
// after an article or "new" at most.
var reRecurringLead = compile(`(?i)^((?:(?:a|an|the|new|my|add|add\s+a|set\s+up\s+a|create\s+a|schedule\s+a)\s+)?)(?:recurring|repeating|recurrent)\s+`)

// reRepeatsWhen is a when that repeats, said after it.
var reRepeatsWhen = compile(`(?i)\b(?:every|each|daily|weekly|monthly|fortnightly)\b`)

// dropRecurringLead takes the word of a repetition's kind off s where the
// request says its repetition by a when (see reRecurringLead).
func dropRecurringLead(s string) string {
	if !containsAny(toLower(s), "recurr", "repeating") {
		return s
	}
	g := reRecurringLead.get().FindStringSubmatchIndex(s)
	if g == nil || !reRepeatsWhen.MatchString(s[g[1]:]) {
		return s
	}
	return strings.TrimSpace(s[:g[3]] + s[g[1]:])
}
