%r0 = "test.broadcastable"(%a0) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r1 = "test.broadcastable"(%a1) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r2 = "test.broadcastable"(%a2) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r3 = "test.broadcastable"(%a3) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r4 = "test.broadcastable"(%a4) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r5 = "test.broadcastable"(%a5) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r6 = "test.broadcastable"(%a6) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r7 = "test.broadcastable"(%a7) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r8 = "test.broadcastable"(%a8) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r9 = "test.broadcastable"(%a9) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r10 = "test.broadcastable"(%a10) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r11 = "test.broadcastable"(%a11) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r12 = "test.broadcastable"(%a12) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r13 = "test.broadcastable"(%a13) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r14 = "test.broadcastable"(%a14) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r15 = "test.broadcastable"(%a15) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r16 = "test.broadcastable"(%a16) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r17 = "test.broadcastable"(%a17) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r18 = "test.broadcastable"(%a18) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r19 = "test.broadcastable"(%a19) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r20 = "test.broadcastable"(%a20) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r21 = "test.broadcastable"(%a21) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r22 = "test.broadcastable"(%a22) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r23 = "test.broadcastable"(%a23) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r24 = "test.broadcastable"(%a24) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r25 = "test.broadcastable"(%a25) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r26 = "test.broadcastable"(%a26) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r27 = "test.broadcastable"(%a27) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r28 = "test.broadcastable"(%a28) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r29 = "test.broadcastable"(%a29) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r30 = "test.broadcastable"(%a30) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r31 = "test.broadcastable"(%a31) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r32 = "test.broadcastable"(%a32) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r33 = "test.broadcastable"(%a33) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r34 = "test.broadcastable"(%a34) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r35 = "test.broadcastable"(%a35) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r36 = "test.broadcastable"(%a36) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r37 = "test.broadcastable"(%a37) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r38 = "test.broadcastable"(%a38) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r39 = "test.broadcastable"(%a39) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r40 = "test.broadcastable"(%a40) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r41 = "test.broadcastable"(%a41) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r42 = "test.broadcastable"(%a42) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r43 = "test.broadcastable"(%a43) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r44 = "test.broadcastable"(%a44) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r45 = "test.broadcastable"(%a45) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r46 = "test.broadcastable"(%a46) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r47 = "test.broadcastable"(%a47) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r48 = "test.broadcastable"(%a48) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r49 = "test.broadcastable"(%a49) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r50 = "test.broadcastable"(%a50) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r51 = "test.broadcastable"(%a51) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r52 = "test.broadcastable"(%a52) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r53 = "test.broadcastable"(%a53) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r54 = "test.broadcastable"(%a54) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r55 = "test.broadcastable"(%a55) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r56 = "test.broadcastable"(%a56) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r57 = "test.broadcastable"(%a57) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r58 = "test.broadcastable"(%a58) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r59 = "test.broadcastable"(%a59) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r60 = "test.broadcastable"(%a60) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r61 = "test.broadcastable"(%a61) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r62 = "test.broadcastable"(%a62) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r63 = "test.broadcastable"(%a63) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r64 = "test.broadcastable"(%a64) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r65 = "test.broadcastable"(%a65) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r66 = "test.broadcastable"(%a66) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r67 = "test.broadcastable"(%a67) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r68 = "test.broadcastable"(%a68) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r69 = "test.broadcastable"(%a69) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r70 = "test.broadcastable"(%a70) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r71 = "test.broadcastable"(%a71) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r72 = "test.broadcastable"(%a72) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r73 = "test.broadcastable"(%a73) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r74 = "test.broadcastable"(%a74) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r75 = "test.broadcastable"(%a75) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r76 = "test.broadcastable"(%a76) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r77 = "test.broadcastable"(%a77) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r78 = "test.broadcastable"(%a78) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r79 = "test.broadcastable"(%a79) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r80 = "test.broadcastable"(%a80) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r81 = "test.broadcastable"(%a81) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r82 = "test.broadcastable"(%a82) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r83 = "test.broadcastable"(%a83) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r84 = "test.broadcastable"(%a84) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r85 = "test.broadcastable"(%a85) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r86 = "test.broadcastable"(%a86) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r87 = "test.broadcastable"(%a87) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r88 = "test.broadcastable"(%a88) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r89 = "test.broadcastable"(%a89) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r90 = "test.broadcastable"(%a90) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r91 = "test.broadcastable"(%a91) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r92 = "test.broadcastable"(%a92) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r93 = "test.broadcastable"(%a93) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r94 = "test.broadcastable"(%a94) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r95 = "test.broadcastable"(%a95) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r96 = "test.broadcastable"(%a96) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r97 = "test.broadcastable"(%a97) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r98 = "test.broadcastable"(%a98) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r99 = "test.broadcastable"(%a99) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r100 = "test.broadcastable"(%a100) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r101 = "test.broadcastable"(%a101) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r102 = "test.broadcastable"(%a102) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r103 = "test.broadcastable"(%a103) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r104 = "test.broadcastable"(%a104) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r105 = "test.broadcastable"(%a105) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r106 = "test.broadcastable"(%a106) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r107 = "test.broadcastable"(%a107) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r108 = "test.broadcastable"(%a108) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r109 = "test.broadcastable"(%a109) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r110 = "test.broadcastable"(%a110) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r111 = "test.broadcastable"(%a111) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r112 = "test.broadcastable"(%a112) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r113 = "test.broadcastable"(%a113) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r114 = "test.broadcastable"(%a114) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r115 = "test.broadcastable"(%a115) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r116 = "test.broadcastable"(%a116) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r117 = "test.broadcastable"(%a117) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r118 = "test.broadcastable"(%a118) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r119 = "test.broadcastable"(%a119) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r120 = "test.broadcastable"(%a120) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r121 = "test.broadcastable"(%a121) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r122 = "test.broadcastable"(%a122) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r123 = "test.broadcastable"(%a123) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r124 = "test.broadcastable"(%a124) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r125 = "test.broadcastable"(%a125) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r126 = "test.broadcastable"(%a126) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r127 = "test.broadcastable"(%a127) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r128 = "test.broadcastable"(%a128) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r129 = "test.broadcastable"(%a129) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r130 = "test.broadcastable"(%a130) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r131 = "test.broadcastable"(%a131) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r132 = "test.broadcastable"(%a132) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r133 = "test.broadcastable"(%a133) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r134 = "test.broadcastable"(%a134) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r135 = "test.broadcastable"(%a135) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r136 = "test.broadcastable"(%a136) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r137 = "test.broadcastable"(%a137) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r138 = "test.broadcastable"(%a138) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r139 = "test.broadcastable"(%a139) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r140 = "test.broadcastable"(%a140) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r141 = "test.broadcastable"(%a141) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r142 = "test.broadcastable"(%a142) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r143 = "test.broadcastable"(%a143) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r144 = "test.broadcastable"(%a144) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r145 = "test.broadcastable"(%a145) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r146 = "test.broadcastable"(%a146) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r147 = "test.broadcastable"(%a147) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r148 = "test.broadcastable"(%a148) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r149 = "test.broadcastable"(%a149) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r150 = "test.broadcastable"(%a150) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r151 = "test.broadcastable"(%a151) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r152 = "test.broadcastable"(%a152) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r153 = "test.broadcastable"(%a153) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r154 = "test.broadcastable"(%a154) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r155 = "test.broadcastable"(%a155) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r156 = "test.broadcastable"(%a156) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r157 = "test.broadcastable"(%a157) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r158 = "test.broadcastable"(%a158) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r159 = "test.broadcastable"(%a159) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r160 = "test.broadcastable"(%a160) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r161 = "test.broadcastable"(%a161) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r162 = "test.broadcastable"(%a162) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r163 = "test.broadcastable"(%a163) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r164 = "test.broadcastable"(%a164) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r165 = "test.broadcastable"(%a165) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r166 = "test.broadcastable"(%a166) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r167 = "test.broadcastable"(%a167) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r168 = "test.broadcastable"(%a168) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r169 = "test.broadcastable"(%a169) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r170 = "test.broadcastable"(%a170) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r171 = "test.broadcastable"(%a171) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r172 = "test.broadcastable"(%a172) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r173 = "test.broadcastable"(%a173) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r174 = "test.broadcastable"(%a174) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r175 = "test.broadcastable"(%a175) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r176 = "test.broadcastable"(%a176) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r177 = "test.broadcastable"(%a177) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r178 = "test.broadcastable"(%a178) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r179 = "test.broadcastable"(%a179) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r180 = "test.broadcastable"(%a180) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r181 = "test.broadcastable"(%a181) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r182 = "test.broadcastable"(%a182) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r183 = "test.broadcastable"(%a183) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r184 = "test.broadcastable"(%a184) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r185 = "test.broadcastable"(%a185) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r186 = "test.broadcastable"(%a186) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r187 = "test.broadcastable"(%a187) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r188 = "test.broadcastable"(%a188) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r189 = "test.broadcastable"(%a189) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r190 = "test.broadcastable"(%a190) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r191 = "test.broadcastable"(%a191) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r192 = "test.broadcastable"(%a192) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r193 = "test.broadcastable"(%a193) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r194 = "test.broadcastable"(%a194) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r195 = "test.broadcastable"(%a195) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r196 = "test.broadcastable"(%a196) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r197 = "test.broadcastable"(%a197) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%r198 = "test.broadcastable"(%a198) : (tensor<4xi32>) -> tensor<4xi32>
// ----
%r199 = "test.broadcastable"(%a199) : (tensor<4xi32>) -> tensor<4xi32>
// -----
