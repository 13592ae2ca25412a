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
	// reReportLeadTo is "<someone> (has) called to", "… rang and": the
	// call told with what it was for ("the optician has telephoned to
	// move it to friday at 10").
	reReportLeadTo = compile(`(?i)^(?:(?:the|my|our)\s+)?[a-z][a-z'-]*(?:'s\s+office)?(?:\s+(?:has|have|had|just))*\s+` +
		`(?:called|rang|phoned|telephoned|texted|emailed|messaged|rung)(?:\s+(?:me|back|up|earlier|today|this\s+morning))*\s+(?:to|and)\s+`)
	// reReportLeadHE is the Hebrew one: "המרפאה התקשרה להזיז את זה …",
	// "הרופא התקשר ואמר לדחות את זה …", "דנה שלחה הודעה שצריך להזיז אותו …".
	reReportLeadHE = compile(`^(?:\p{Hebrew}+\s+){1,3}?(?:התקשר|התקשרה|התקשרו|צלצל|צלצלה|צלצלו|כתב|כתבה|כתבו|שלח|שלחה|שלחו)` +
		`(?:\s+(?:אליי|אלי|לי|הודעה|עכשיו|היום|הבוקר|כבר))*(?:\s*,\s*|\s+)(?:ו?(?:אמר|אמרה|אמרו|ביקש|ביקשה|ביקשו)\s+)?(?:ש(?:צריך\s+|צריכים\s+)?)?`)
	// reReportedChange is the change a report may hand over.
	reReportedChange = compile(`(?i)^(?:make|move|push|change|shift|bring|switch)\s+(?:it|that)\s+\S`)
	// reReportedChangeHE is the Hebrew change, said in the infinitive: its
	// verb is read as the request's.
	reReportedChangeHE = compile(`^(להזיז|לדחות|להעביר|להקדים)\s+(?:את\s+זה|אותו|אותה)\s+\S`)
)

// reportedVerbsHE are the infinitives of a reported change and the
// request each is.
var reportedVerbsHE = map[string]string{"להזיז": "תזיז", "לדחות": "תדחה", "להעביר": "תעביר", "להקדים": "תקדים"}

// reportedChange gives the change told as a report in s (see above), or s.
func reportedChange(s string) string {
	for _, lead := range []*pattern{reReportLead, reReportLeadTo} {
		if loc := lead.FindStringIndex(s); loc != nil {
			if rest := strings.TrimSpace(s[loc[1]:]); reReportedChange.MatchString(rest) {
				return rest
			}
		}
	}
	if loc := reReportLeadHE.FindStringIndex(s); loc != nil {
		rest := strings.TrimSpace(s[loc[1]:])
		if g := reReportedChangeHE.FindStringSubmatch(rest); g != nil {
			return reportedVerbsHE[g[1]] + rest[len(g[1]):]
		}
	}
	return s
}
