package offline

// Memo writes only to the user. A reminder asked for someone else
// ("remind dad to take his pill", "תזכיר לאבא לקחת כדור") is a reminder
// to the user to tell them: it is read as "remind me to tell dad to take
// his pill", "תזכיר לי להגיד לאבא לקחת כדור", at the time said, or asked
// when. Only kin, "him/her/them" and a name said with a capital
// are taken as that someone: "remind tomorrow to …" is a slip, and a
// Hebrew "תזכיר ל…" opens an infinitive far more often than a name.

const (
	// otherKinEN are the English kin a reminder may be for.
	otherKinEN = `dad|daddy|mom|mommy|mum|mother|father|grandma|grandpa|granny|nana|wife|husband|son|daughter|sister|brother|` +
		`the\s+kids|the\s+boys|the\s+girls|kids|hubby|boss|partner|roommate|babysitter|nanny`
	// otherKinHE are the Hebrew ones, with the ל of the recipient.
	otherKinHE = `לאבא|לאמא|לסבא|לסבתא|לבעלי|לאשתי|לילדים|לבן\s+שלי|לבת\s+שלי|לאחי|לאחותי|לבן\s+הזוג\s+שלי|לבת\s+הזוג\s+שלי|לבייביסיטר|לו|לה|להם|להן`
)

var (
	reRemindOtherEN = compile(`^(?:(?i:please|pls|can\s+you|could\s+you|and)\s+)?[Rr]emind\s+((?:my\s+)?(?:` + otherKinEN + `)|him|her|them|[A-Z][a-z]+)\s+(to|that|about)\s+(\S.*)$`)
	reRemindOtherHE = compile(`^(ו?)(?:תזכיר|תזכירי|הזכר|הזכירי)\s+(` + otherKinHE + `)\s+((?:ל|ש)\p{Hebrew}.*)$`)
)

// remindOther writes a reminder asked for someone else as one to the user
// to remind them; other text is returned as it is.
func remindOther(s string) string {
	if g := reRemindOtherEN.FindStringSubmatch(s); g != nil && g[1] != "me" && g[1] != "Me" && g[1] != "Memo" {
		return "remind me to tell " + g[1] + " " + g[2] + " " + g[3]
	}
	if g := reRemindOtherHE.FindStringSubmatch(s); g != nil {
		return g[1] + "תזכיר לי להגיד " + g[2] + " " + g[3]
	}
	return s
}
