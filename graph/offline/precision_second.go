package offline

import "strings"

// reSecondRequest is a second request said inside a title, after the
// thing told and its time were read: "meeting w the inspector (monday at
// 1) cancel my lunch w jake", "dentist (friday at 3) remind me to bring
// the x-rays", "פגישה עם המפקח (ביום שני ב-1) תבטל את הארוחה עם ג'ייק".
// Hebrew command verbs are reHeCommand's; this is the English ones, with
// what they act on.
var reSecondRequest = compile(`(?:^|\s)(\S+)\s+(?:(?:cancel|delete|remove|reschedule)\s+(?:my|the|our|all|it|that|this)|remind\s+me|move\s+(?:my|it|that)|book\s+me|add\s+(?:it|this|that)\s+to|add\s+to\s+my)(?:\s|$)`)

// notBeforeRequest are the words after which a command verb is no request
// to Memo but a thing someone does: "ask dan to cancel my order", "help
// mom move the couch", "we'll book the hall".
var notBeforeRequest = toSet(strings.Split("to|and|or|then|i|we|you|he|she|they|i'll|we'll|will|would|can|could|should|must|need|needs|want|wants|help|helps|helping|let|make|go|gonna|not|don't|didn't|dont|didnt|please|pls|who|which|that|mom|mum|dad|him|her|them|us", "|"))

// secondRequest reports whether s holds a second request after its first
// words: a title that holds one names two things, and neither is kept.
func secondRequest(s string) bool {
	if !strings.Contains(s, "cancel") && !strings.Contains(s, "delete") && !strings.Contains(s, "remove") && !strings.Contains(s, "schedule") &&
		!strings.Contains(s, "move") && !strings.Contains(s, "book") && !strings.Contains(s, "add") && !strings.Contains(s, "remind") {
		return false
	}
	for _, g := range reSecondRequest.FindAllStringSubmatchIndex(s, -1) {
		if !notBeforeRequest[strings.Trim(s[g[2]:g[3]], ",.;:!?")] {
			return true
		}
	}
	return false
}
