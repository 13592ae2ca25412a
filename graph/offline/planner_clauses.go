package offline

import "github.com/memo-assistant/memo"

// planClauses plans each clause and returns all their steps, or nil when
// a clause is not claimed. A clause that is not claimed alone is tried
// again joined to the one before it ("call mom and add her to the group"
// is one task, not two requests).
func planClauses(req memo.PlanRequest, cs []clause) (steps []memo.Step, tentative bool, err error) {
	type planned struct {
		text      string
		steps     []memo.Step
		tentative bool
	}
	var done []planned
	for _, c := range cs {
		st, tent, ok, err := planClause(req, c.text, len(cs) > 1)
		if err != nil && len(done) > 0 {
			// "… ותוסיף לה צעיף ומשחק": alone, "משחק" (a game) was read
			// as an event with no time; after a list it is that list's
			// item.
			if _, _, same := onSameList(c.text, done[len(done)-1].steps); same {
				ok, err = false, nil
			}
		}
		if err != nil {
			return nil, false, err
		}
		if !ok && len(done) > 0 {
			// "remove milk from shopping and add honey": the list of the
			// request before.
			if text, name, same := onSameList(c.text, done[len(done)-1].steps); same {
				if st, tent, ok, err = planClause(req, text, len(cs) > 1); err != nil {
					return nil, false, err
				}
				sameListName(st, name)
			}
		}
		if !ok && len(done) > 0 {
			joined := done[len(done)-1].text + c.joint + c.text
			st, tent, ok, err = planClause(req, joined, len(cs) > 1)
			if err != nil {
				return nil, false, err
			}
			if ok {
				done[len(done)-1] = planned{text: joined, steps: st, tentative: tent}
				continue
			}
		}
		if !ok {
			return nil, false, nil
		}
		done = append(done, planned{text: c.text, steps: st, tentative: tent})
	}
	texts, each := make([]string, len(done)), make([][]memo.Step, len(done))
	for i, d := range done {
		texts[i], each[i] = d.text, d.steps
	}
	if err := anchorHours(req, texts, each); err != nil {
		return nil, false, err
	}
	for i, d := range done {
		steps = append(steps, each[i]...)
		tentative = tentative || d.tentative
	}
	steps, err = anchorLeads(req, steps)
	return steps, tentative, err
}

// planClause matches one clause with the rules of the registry (see
// intents), in priority order. ok is false when no rule claims it or the
// steps do not account for it.
func planClause(req memo.PlanRequest, text string, many bool) (steps []memo.Step, tentative, ok bool, err error) {
	req.Text = text
	if reSelfCorrection.MatchString(toLower(text)) {
		// "… tomorrow at 10, actually make it 11": cutting the time out
		// of the middle loses the pause that told the correction apart,
		// and which part it corrects cannot be told from the text.
		return nil, false, false, nil
	}
	m := newMessage(req)
	if many {
		// One of several clauses may hold what a whole message would:
		// "yoga at 7, put it in my calendar, and …" cleans as the
		// message alone does. (A lone clause is the message, cleaned.)
		if c := Clean(text); c.Text != "" && c.Text != text {
			req.Text = c.Text
			m = newMessage(req)
		} else {
			m.cleaned = &c // what a matcher asks of m.clean(): the same text, read once
		}
	}
	m.part = many
	steps, at, err := intents.claim(m)
	switch {
	case err != nil:
		return nil, false, true, err
	case at < 0:
		return nil, false, false, nil
	}
	return steps, m.tentative, true, nil
}

// mergeCreates joins task creates that follow each other into one step
// with several drafts, so one reply lists them all.
func mergeCreates(steps []memo.Step) []memo.Step {
	var out []memo.Step
	for _, s := range steps {
		if n := len(out); n > 0 && isPlainCreate(out[n-1]) && isPlainCreate(s) {
			out[n-1].Tasks.Drafts = append(out[n-1].Tasks.Drafts, s.Tasks.Drafts...)
			continue
		}
		out = append(out, s)
	}
	return out
}

// isPlainCreate reports whether s creates tasks with nothing left to ask.
func isPlainCreate(s memo.Step) bool {
	return s.Capability == memo.CapTasks && s.Operation == memo.OpTaskCreate && s.Tasks != nil && !s.Tasks.NeedTime &&
		len(s.Tasks.Drafts) > 0 && s.Tasks.Drafts[0].Text != ""
}

// numberSteps gives the steps their ids, A, B, C...
func numberSteps(steps []memo.Step) []memo.Step {
	for i := range steps {
		steps[i].ID = stepID(i)
	}
	return steps
}
