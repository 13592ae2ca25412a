package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

var (
	reHelp = re(`^(?:help|/help|/start|menu|commands|\?|what can you do|what do you do|how does (?:this|it) work|how do i use (?:this|you)|` +
		`עזרה|תפריט|פקודות|מה את(?:ה)? (?:יודע|יודעת|יכול|יכולה) לעשות|איך (?:זה|את|אתה) עובד(?:ת)?|מה אפשר לעשות)(?:\s+(?:please|בבקשה))?$`)
	reGreet  = re(`^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|shalom|שלום|היי|הי|הלו|בוקר טוב|צהריים טובים|ערב טוב|מה נשמע|מה קורה|מה שלומך)(?:\s+(?:there|memo|ממו|לך))?$`)
	reThanks = re(`^(?:thanks|thank you|thx|ty|thanks a lot|great|perfect|cool|awesome|nice|ok|okay|👍|תודה|תודה רבה|תודה לך|מעולה|אחלה|סבבה|מושלם|יופי|אוקיי|בסדר)(?:\s+(?:memo|ממו))?$`)
)

func matchHelp(m *message) ([]memo.Step, bool, error) {
	if reHelp.MatchString(m.low) {
		return []memo.Step{general(memo.OpHelp, "")}, true, nil
	}
	return nil, false, nil
}

func matchGreeting(m *message) ([]memo.Step, bool, error) {
	switch {
	case reGreet.MatchString(m.low):
		return []memo.Step{general(memo.OpGreet, "")}, true, nil
	case reThanks.MatchString(m.low):
		return []memo.Step{general(memo.OpThanks, "")}, true, nil
	}
	return nil, false, nil
}

// SmallTalk reports whether text is only small talk: thanks, a greeting,
// an acknowledgement or a compliment. A reply that acknowledges it claims
// nothing.
func SmallTalk(text string) bool {
	low := toLower(strings.TrimSpace(strings.TrimRight(text, "!.?")))
	return reAck.MatchString(low) || reGreet.MatchString(low) || reThanks.MatchString(low)
}
