package offline

import "strings"

// A change of the thing in focus may be told as the report of who asked
// for it: "Doc called said make it Friday same time", "the school rang,
// they said push it to 4", "dana texted and asked to move it to 6". The
// report is no word of the change: what is read is the change said after
// it, as if the user said it ("make it Friday same time"). Only a report
// of a call or a message followed by "said"/"asked"/"wants" and a change
// of "it" or "that" is read; "Doc called said he's sick", "mom called
// about dinner" are left as typed.

var (
	// reReportLead is "<someone> called (and) said", with what may stand
	// around it.
	reReportLead = compile(`(?i)^(?:(?:the|my|our)\s+)?[a-z][a-z'-]*(?:'s\s+office)?\s+(?:called|rang|phoned|texted|emailed|messaged|rung)` +
		`(?:\s+(?:me|back|earlier|today|this\s+morning))*(?:\s*[,.;]\s*|\s+and\s+|\s+)(?:(?:she|he|they)\s+)?` +
		`(?:said|says|asked(?:\s+(?:if\s+we\s+can|if\s+i\s+can|me|us))?|wants(?:\s+me)?|wanted(?:\s+me)?)\s+(?:to\s+|that\s+(?:we\s+)?)?`)
	// reReportedChange is the change a report may hand over.
	reReportedChange = compile(`(?i)^(?:make|move|push|change|shift|bring|switch)\s+(?:it|that)\s+\S`)
)

// reportedChange gives the change told as a report in s (see above), or s.
func reportedChange(s string) string {
	loc := reReportLead.FindStringIndex(s)
	if loc == nil {
		return s
	}
	if rest := strings.TrimSpace(s[loc[1]:]); reReportedChange.MatchString(rest) {
		return rest
	}
	return s
}
