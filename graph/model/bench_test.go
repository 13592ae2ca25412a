package model_test

import (
	"testing"
)

// BenchmarkConversations plays the conversation set and reports what the
// model path costs: mean model calls per open request (a request the
// offline grammar does not understand; the budget is 1.0), per reply to a
// question or confirmation and per offline command (both must be 0), and the mean and
// largest request body in o200k_base tokens (the budget is 1,520).
func BenchmarkConversations(b *testing.B) {
	var requests, requestCalls, replies, replyCalls, locals, localCalls int
	var bodies [][]byte
	for i := 0; b.Loop(); i++ {
		for _, c := range conversations {
			f := newFixture(b)
			for _, ex := range c.turns {
				f.srv.Push(ex.script...)
				before := f.srv.Calls()
				f.send(ex.text)
				calls := f.srv.Calls() - before
				switch ex.kind {
				case open:
					requests, requestCalls = requests+1, requestCalls+calls
				case reply:
					replies, replyCalls = replies+1, replyCalls+calls
				default:
					locals, localCalls = locals+1, localCalls+calls
				}
			}
			if i == 0 {
				for _, r := range f.srv.Requests() {
					bodies = append(bodies, r.Body)
				}
			}
		}
	}
	b.StopTimer()
	sum, most := 0, 0
	for _, body := range bodies {
		n := countTokens(b, body)
		sum += n
		most = max(most, n)
	}
	b.ReportMetric(float64(requestCalls)/float64(requests), "calls/request")
	b.ReportMetric(float64(replyCalls)/float64(replies), "calls/reply")
	b.ReportMetric(float64(localCalls)/float64(locals), "calls/offline")
	b.ReportMetric(float64(sum)/float64(len(bodies)), "tokens/body-mean")
	b.ReportMetric(float64(most), "tokens/body-max")
}
