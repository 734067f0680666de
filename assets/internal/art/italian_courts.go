package art

// The Italian courts: Fante (a standing page), Cavallo (a rider) and Re (a
// standing king in a long robe), each holding the suit sign.

type dress struct{ main, second, trim string }

var italianDress = [4]dress{
	{red, blue, gold},
	{blue, red, gold},
	{green, red, gold},
	{"#7e3f98", green, gold},
}

// heldSign draws the suit sign as held by a raised hand at (x, y).
func (d *Doc) heldSign(s int, x, y float64) {
	switch s {
	case denari:
		d.At(x, y-20, 0, 0.48, d.coin)
	case coppe:
		d.At(x, y-24, 0, 0.5, d.cup)
	case spade:
		d.At(x+2, y-48, 8, 0.95, d.sword)
	default:
		d.At(x+4, y-44, 16, 0.9, d.baton)
	}
	d.At(x, y, 0, 1, d.hand)
}

// fante: a page in a short tunic and hose with a feathered cap.
func (d *Doc) fante(s int) {
	c := italianDress[s]
	d.shadow(120, 322, 56, 8)
	// legs and shoes
	d.Path("M100 226 L98 310 L114 310 L117 226 Z", c.second, ink, 2)
	d.Path("M123 226 L126 310 L142 310 L140 226 Z", c.second, ink, 2)
	d.Path("M94 312 C94 304 114 304 116 312 Z", ink, ink, 2)
	d.Path("M124 312 C126 304 146 304 146 312 Z", ink, ink, 2)
	// tunic
	d.Path("M94 124 C80 150 78 200 84 236 C104 246 136 246 156 236 C162 200 160 150 146 124 Q120 114 94 124 Z", c.main, ink, 2.4)
	d.Path("M112 126 L108 240 M128 126 L132 240", "none", c.trim, 3)
	d.Path("M86 226 C104 236 136 236 154 226", "none", c.trim, 4)
	d.Rect(84, 182, 72, 10, 3, c.second, ink, 1.8)
	d.Circle(120, 187, 5, gold, ink, 1.4)
	// left arm resting on the hip
	d.Path("M96 128 C82 140 76 162 82 182 L96 184 C94 168 98 150 104 140 Z", c.second, ink, 2)
	d.At(90, 186, 0, 1, d.hand)
	// right arm up, holding the sign
	d.Path("M144 128 C162 130 172 142 174 164 L160 168 C158 152 152 142 140 140 Z", c.second, ink, 2)
	d.Path("M96 124 C106 136 134 136 144 124 C136 118 104 118 96 124 Z", white, ink, 1.8)
	d.At(120, 96, 0, 1, func() { d.head(look{hair: "#6b3d1c", long: true}) })
	d.At(120, 80, 0, 1, func() { d.cap(c.second, gold, -8) })
	d.heldSign(s, 168, 168)
}

// re: a crowned king with sceptre arm, robe and ermine.
func (d *Doc) re(s int) {
	c := italianDress[s]
	d.shadow(120, 322, 66, 8)
	d.Path("M90 124 C70 150 62 230 58 318 H182 C178 230 170 150 150 124 Q120 112 90 124 Z", c.main, ink, 2.4)
	d.Path("M108 130 L100 318 H140 L132 130 Z", c.second, ink, 2)
	d.Path("M104 160 H136 M102 200 H138 M101 240 H139 M100 280 H140", "none", c.trim, 2.4)
	d.Path("M58 318 H182", "none", c.trim, 5)
	// ermine collar
	d.Path("M84 126 Q120 156 156 126 Q160 140 152 152 Q120 170 88 152 Q80 140 84 126 Z", white, ink, 2)
	for _, p := range [][2]float64{{96, 144}, {108, 152}, {120, 155}, {132, 152}, {144, 144}} {
		d.Path("M"+f(p[0])+" "+f(p[1]-2)+" l-1.5 4 h3 Z", ink, ink, 1)
	}
	// left arm across, holding a sceptre
	d.Path("M90 132 C72 160 70 196 84 214 L100 206 C92 190 94 166 102 148 Z", c.main, ink, 2)
	d.Line("M94 236 L70 100", goldDark, 7)
	d.Line("M94 236 L70 100", gold, 4)
	d.Circle(70, 98, 6, gold, ink, 1.6)
	d.At(90, 212, 0, 1, d.hand)
	// right arm holding the sign
	d.Path("M150 132 C168 140 176 156 176 172 L160 176 C158 162 152 152 144 148 Z", c.main, ink, 2)
	d.At(120, 98, 0, 1, func() { d.head(look{hair: "#8a5a2b", beard: "#8a5a2b"}) })
	d.At(120, 80, 0, 1, func() { d.crown(gold, red) })
	d.heldSign(s, 168, 176)
}

// cavallo: a rider on a horse walking left.
func (d *Doc) cavallo(s int) {
	c := italianDress[s]
	horse := []string{"#e4ddd0", "#c98b4e", "#7b5a3a", "#cfc8bb"}[s]
	d.shadow(124, 324, 80, 8)
	// far legs
	d.Path("M88 250 L80 318 L90 318 L100 252 Z M160 252 L172 316 L182 316 L172 250 Z", horse, ink, 2)
	// tail
	d.Path("M190 214 C214 226 212 270 200 292 C198 266 194 246 184 232 Z", "#3a2a1c", ink, 2)
	// body
	d.Path("M70 226 C70 200 100 196 130 198 C160 198 192 200 192 230 C192 256 170 264 130 264 C96 264 70 256 70 226 Z", horse, ink, 2.4)
	// near legs
	d.Path("M100 254 L94 318 L106 318 L114 256 Z M170 252 L158 316 L170 316 L184 248 Z", horse, ink, 2)
	d.Path("M92 318 h16 v4 h-16 Z M156 316 h16 v4 h-16 Z M78 318 h14 v4 h-14 Z M170 316 h14 v4 h-14 Z", ink, ink, 1.4)
	// neck and head
	d.Path("M76 230 C64 210 58 186 52 170 C44 160 30 160 26 150 C24 142 36 134 48 134 C64 134 76 146 84 162 C92 176 100 196 104 210 Z", horse, ink, 2.4)
	d.Path("M56 138 C66 132 78 140 88 160 C94 172 98 186 102 200 C90 188 84 172 76 160 C70 150 62 144 56 138 Z", "#3a2a1c", ink, 1.6)
	d.Path("M52 134 L56 122 L62 136 Z", horse, ink, 1.6)
	d.Circle(42, 144, 2.2, ink, "", 0)
	d.Path("M28 152 C32 154 36 154 40 152", "none", ink, 1.4)
	// bridle and saddle cloth
	d.Path("M30 146 L50 150 L66 144 M50 150 L60 176", "none", redDark, 2.2)
	d.Path("M104 200 C108 230 116 250 124 262 L160 262 C162 240 160 220 158 200 Z", c.second, ink, 2)
	d.Path("M110 252 C126 258 146 258 160 254", "none", c.trim, 4)
	// rider
	d.Path("M118 200 C112 228 116 250 124 262 L138 262 C136 246 136 226 140 204 Z", c.main, ink, 2)
	d.Path("M124 262 L122 292 L134 294 L138 262 Z", c.second, ink, 2)
	d.Path("M120 296 C120 290 136 290 138 296 Z", ink, ink, 1.6)
	d.Path("M110 132 C98 150 100 184 108 208 C124 214 144 212 156 204 C160 182 158 150 150 132 Q130 122 110 132 Z", c.main, ink, 2.4)
	d.Path("M108 196 C124 204 144 204 158 196", "none", c.trim, 4)
	d.Path("M110 132 C120 142 140 142 150 132 C142 126 118 126 110 132 Z", white, ink, 1.6)
	d.Path("M112 140 C100 160 100 178 110 188 L120 182 C114 172 116 158 122 150 Z", c.second, ink, 2)
	d.Line("M110 186 L60 160", redDark, 2)
	d.At(112, 188, 0, 1, d.hand)
	d.Path("M148 138 C164 138 174 146 176 160 L162 164 C160 154 154 150 144 150 Z", c.second, ink, 2)
	d.At(130, 106, 0, 0.92, func() { d.head(look{hair: "#4a2c14", long: true}) })
	d.At(130, 90, 0, 0.95, func() { d.hat(c.second, c.trim) })
	d.heldSign(s, 170, 164)
}
