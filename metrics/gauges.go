package metrics

import (
	"strconv"

	"github.com/prometheus/client_golang/prometheus"
)

// WatchLink reports the WhatsApp link's state at every scrape as
// memo_whatsapp_link_state{state}: 1 for the current state, 0 for each of
// the others in states (so a dashboard sees every state, even unused).
// current must not block.
func (m *Metrics) WatchLink(states []string, current func() string) {
	if m == nil {
		return
	}
	m.Register(&linkCollector{
		desc:    prometheus.NewDesc("memo_whatsapp_link_state", "The WhatsApp link's state: 1 for the current state, 0 for the others.", []string{"state"}, nil),
		states:  states,
		current: current,
	})
}

// linkCollector is WatchLink's collector.
type linkCollector struct {
	desc    *prometheus.Desc
	states  []string
	current func() string
}

// Describe implements prometheus.Collector.
func (c *linkCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.desc }

// Collect implements prometheus.Collector.
func (c *linkCollector) Collect(ch chan<- prometheus.Metric) {
	cur := c.current()
	known := false
	for _, s := range c.states {
		v := 0.0
		if s == cur {
			v, known = 1, true
		}
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, v, s)
	}
	if !known && cur != "" {
		ch <- prometheus.MustNewConstMetric(c.desc, prometheus.GaugeValue, 1, cur)
	}
}

// WatchQueue reports the dispatcher's load at every scrape:
// memo_queue_depth (messages waiting or in a turn) and memo_active_chats
// (chats with a turn running). The functions must not block for long.
func (m *Metrics) WatchQueue(depth, chats func() int) {
	if m == nil {
		return
	}
	m.Register(
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "memo_queue_depth",
			Help: "Messages queued in the dispatcher, the ones in a turn included.",
		}, func() float64 { return float64(depth()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "memo_active_chats",
			Help: "Chats with a turn running or messages waiting.",
		}, func() float64 { return float64(chats()) }),
	)
}

// WatchOpenQuestions reports memo_pending_questions_open, the questions
// this process asked that are neither answered nor expired yet.
func (m *Metrics) WatchOpenQuestions(open func() int) {
	if m == nil {
		return
	}
	m.Register(prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "memo_pending_questions_open",
		Help: "Questions asked by this process that wait for their answer.",
	}, func() float64 { return float64(open()) }))
}

func codeLabel(code int) string { return strconv.Itoa(code) }
