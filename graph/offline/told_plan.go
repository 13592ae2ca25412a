package offline

import "strings"

// A plan told as learners tell it, the user and who goes with them first:
// "I and my friends go to eat hot pot saturday 7pm", "me and Dana go
// watch movie friday 8pm", "my wife and I go to doctor tuesday 3pm", "we
// go to eat sushi tomorrow 8pm". It is the user's event, said as "I have"
// tells one (see haveEvent): "I have hot pot with my friends saturday
// 7pm". A verb of eating or drinking is no word of the title ("eat hot
// pot": hot pot); another is kept ("watch movie with Dana"). The
// sentence is never the title. "I go to sleep at 11", "we go home at 5"
// and "I get off work at 5" are no plan so told and stay as they were.

var (
	// reToldPlan is the form: who goes, "go (to)", a verb or none, and the rest.
	reToldPlan = compile(`(?i)^(?:(?:i|me)\s+and\s+([^,.!?]{2,30}?)|([^,.!?]{2,30}?)\s+and\s+(?:i|me)|(we))\s+(?:will\s+|gonna\s+|are\s+going\s+to\s+|r\s+going\s+to\s+)?go\s+(?:to\s+)?(?:(eat|have|grab|drink|get)\s+|(watch|see|play|do)\s+)?(.+)$`)
	// reToldPlanNot are the places and deeds after "go (to)" that tell no plan.
	reToldPlanNot = compile(`(?i)^(?:sleep|bed|home|back|out|there|here|away|work|school|the\s+(?:bathroom|toilet)|toilet|off|up|down|on|shopping)\b`)
)

// toldPlan says a plan told in the learner's order (see above) as "I
// have" would tell it; s so told by no one is returned as it is.
func toldPlan(s string) string {
	low := toLower(s)
	if len(low) != len(s) || !strings.Contains(low, " go ") || !(strings.Contains(low, " and ") || strings.HasPrefix(low, "we ")) {
		return s
	}
	m := reToldPlan.FindStringSubmatch(s)
	if m == nil || reToldPlanNot.MatchString(m[6]) {
		return s
	}
	with := m[1] + m[2]
	if with != "" && (strings.Contains(toLower(with), " and ") || strings.ContainsAny(with, "0123456789")) {
		return s
	}
	thing := m[6]
	if m[5] != "" {
		thing = m[5] + " " + thing // "watch movie …": the deed is the plan
	}
	head := "I have "
	if m[3] != "" {
		head = "we have "
	}
	if with == "" {
		return head + thing
	}
	if owner := toLower(strings.Fields(with)[0]); owner == "my" || owner == "our" {
		with = owner + with[len(owner):] // "My friends": said after "with"
	}
	return head + thing + " with " + with
}
