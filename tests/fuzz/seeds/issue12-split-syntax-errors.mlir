%r0 = "test.broadcastable"(%a0) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r1 = "test.broadcastable"(%a1) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r2 = "test.broadcastable"(%a2) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r3 = "test.broadcastable"(%a3) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r4 = "test.broadcastable"(%a4) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r5 = "test.broadcastable"(%a5) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r6 = "test.broadcastable"(%a6) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r7 = "test.broadcastable"(%a7) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r8 = "test.broadcastable"(%a8) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r9 = "test.broadcastable"(%a9) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r10 = "test.broadcastable"(%a10) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r11 = "test.broadcastable"(%a11) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r12 = "test.broadcastable"(%a12) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r13 = "test.broadcastable"(%a13) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r14 = "test.broadcastable"(%a14) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r15 = "test.broadcastable"(%a15) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r16 = "test.broadcastable"(%a16) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r17 = "test.broadcastable"(%a17) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r18 = "test.broadcastable"(%a18) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r19 = "test.broadcastable"(%a19) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r20 = "test.broadcastable"(%a20) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r21 = "test.broadcastable"(%a21) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r22 = "test.broadcastable"(%a22) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r23 = "test.broadcastable"(%a23) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r24 = "test.broadcastable"(%a24) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r25 = "test.broadcastable"(%a25) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r26 = "test.broadcastable"(%a26) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r27 = "test.broadcastable"(%a27) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r28 = "test.broadcastable"(%a28) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r29 = "test.broadcastable"(%a29) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r30 = "test.broadcastable"(%a30) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r31 = "test.broadcastable"(%a31) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r32 = "test.broadcastable"(%a32) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r33 = "test.broadcastable"(%a33) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r34 = "test.broadcastable"(%a34) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r35 = "test.broadcastable"(%a35) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r36 = "test.broadcastable"(%a36) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r37 = "test.broadcastable"(%a37) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r38 = "test.broadcastable"(%a38) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r39 = "test.broadcastable"(%a39) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r40 = "test.broadcastable"(%a40) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r41 = "test.broadcastable"(%a41) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r42 = "test.broadcastable"(%a42) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r43 = "test.broadcastable"(%a43) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r44 = "test.broadcastable"(%a44) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r45 = "test.broadcastable"(%a45) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r46 = "test.broadcastable"(%a46) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r47 = "test.broadcastable"(%a47) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r48 = "test.broadcastable"(%a48) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r49 = "test.broadcastable"(%a49) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r50 = "test.broadcastable"(%a50) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r51 = "test.broadcastable"(%a51) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r52 = "test.broadcastable"(%a52) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r53 = "test.broadcastable"(%a53) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r54 = "test.broadcastable"(%a54) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r55 = "test.broadcastable"(%a55) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r56 = "test.broadcastable"(%a56) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r57 = "test.broadcastable"(%a57) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r58 = "test.broadcastable"(%a58) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r59 = "test.broadcastable"(%a59) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r60 = "test.broadcastable"(%a60) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r61 = "test.broadcastable"(%a61) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r62 = "test.broadcastable"(%a62) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r63 = "test.broadcastable"(%a63) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r64 = "test.broadcastable"(%a64) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r65 = "test.broadcastable"(%a65) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r66 = "test.broadcastable"(%a66) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r67 = "test.broadcastable"(%a67) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r68 = "test.broadcastable"(%a68) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r69 = "test.broadcastable"(%a69) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r70 = "test.broadcastable"(%a70) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r71 = "test.broadcastable"(%a71) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r72 = "test.broadcastable"(%a72) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r73 = "test.broadcastable"(%a73) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r74 = "test.broadcastable"(%a74) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r75 = "test.broadcastable"(%a75) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r76 = "test.broadcastable"(%a76) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r77 = "test.broadcastable"(%a77) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r78 = "test.broadcastable"(%a78) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r79 = "test.broadcastable"(%a79) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r80 = "test.broadcastable"(%a80) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r81 = "test.broadcastable"(%a81) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r82 = "test.broadcastable"(%a82) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r83 = "test.broadcastable"(%a83) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r84 = "test.broadcastable"(%a84) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r85 = "test.broadcastable"(%a85) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r86 = "test.broadcastable"(%a86) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r87 = "test.broadcastable"(%a87) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r88 = "test.broadcastable"(%a88) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r89 = "test.broadcastable"(%a89) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r90 = "test.broadcastable"(%a90) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r91 = "test.broadcastable"(%a91) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r92 = "test.broadcastable"(%a92) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r93 = "test.broadcastable"(%a93) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r94 = "test.broadcastable"(%a94) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r95 = "test.broadcastable"(%a95) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r96 = "test.broadcastable"(%a96) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r97 = "test.broadcastable"(%a97) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r98 = "test.broadcastable"(%a98) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r99 = "test.broadcastable"(%a99) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r100 = "test.broadcastable"(%a100) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r101 = "test.broadcastable"(%a101) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r102 = "test.broadcastable"(%a102) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r103 = "test.broadcastable"(%a103) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r104 = "test.broadcastable"(%a104) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r105 = "test.broadcastable"(%a105) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r106 = "test.broadcastable"(%a106) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r107 = "test.broadcastable"(%a107) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r108 = "test.broadcastable"(%a108) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r109 = "test.broadcastable"(%a109) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r110 = "test.broadcastable"(%a110) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r111 = "test.broadcastable"(%a111) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r112 = "test.broadcastable"(%a112) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r113 = "test.broadcastable"(%a113) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r114 = "test.broadcastable"(%a114) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r115 = "test.broadcastable"(%a115) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r116 = "test.broadcastable"(%a116) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r117 = "test.broadcastable"(%a117) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r118 = "test.broadcastable"(%a118) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r119 = "test.broadcastable"(%a119) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r120 = "test.broadcastable"(%a120) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r121 = "test.broadcastable"(%a121) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r122 = "test.broadcastable"(%a122) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r123 = "test.broadcastable"(%a123) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r124 = "test.broadcastable"(%a124) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r125 = "test.broadcastable"(%a125) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r126 = "test.broadcastable"(%a126) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r127 = "test.broadcastable"(%a127) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r128 = "test.broadcastable"(%a128) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r129 = "test.broadcastable"(%a129) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r130 = "test.broadcastable"(%a130) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r131 = "test.broadcastable"(%a131) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r132 = "test.broadcastable"(%a132) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r133 = "test.broadcastable"(%a133) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r134 = "test.broadcastable"(%a134) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r135 = "test.broadcastable"(%a135) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r136 = "test.broadcastable"(%a136) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r137 = "test.broadcastable"(%a137) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r138 = "test.broadcastable"(%a138) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r139 = "test.broadcastable"(%a139) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r140 = "test.broadcastable"(%a140) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r141 = "test.broadcastable"(%a141) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r142 = "test.broadcastable"(%a142) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r143 = "test.broadcastable"(%a143) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r144 = "test.broadcastable"(%a144) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r145 = "test.broadcastable"(%a145) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r146 = "test.broadcastable"(%a146) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r147 = "test.broadcastable"(%a147) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r148 = "test.broadcastable"(%a148) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r149 = "test.broadcastable"(%a149) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r150 = "test.broadcastable"(%a150) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r151 = "test.broadcastable"(%a151) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r152 = "test.broadcastable"(%a152) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r153 = "test.broadcastable"(%a153) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r154 = "test.broadcastable"(%a154) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r155 = "test.broadcastable"(%a155) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r156 = "test.broadcastable"(%a156) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r157 = "test.broadcastable"(%a157) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r158 = "test.broadcastable"(%a158) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r159 = "test.broadcastable"(%a159) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r160 = "test.broadcastable"(%a160) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r161 = "test.broadcastable"(%a161) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r162 = "test.broadcastable"(%a162) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r163 = "test.broadcastable"(%a163) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r164 = "test.broadcastable"(%a164) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r165 = "test.broadcastable"(%a165) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r166 = "test.broadcastable"(%a166) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r167 = "test.broadcastable"(%a167) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r168 = "test.broadcastable"(%a168) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r169 = "test.broadcastable"(%a169) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r170 = "test.broadcastable"(%a170) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r171 = "test.broadcastable"(%a171) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r172 = "test.broadcastable"(%a172) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r173 = "test.broadcastable"(%a173) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r174 = "test.broadcastable"(%a174) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r175 = "test.broadcastable"(%a175) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r176 = "test.broadcastable"(%a176) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r177 = "test.broadcastable"(%a177) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r178 = "test.broadcastable"(%a178) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r179 = "test.broadcastable"(%a179) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r180 = "test.broadcastable"(%a180) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r181 = "test.broadcastable"(%a181) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r182 = "test.broadcastable"(%a182) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r183 = "test.broadcastable"(%a183) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r184 = "test.broadcastable"(%a184) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r185 = "test.broadcastable"(%a185) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r186 = "test.broadcastable"(%a186) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r187 = "test.broadcastable"(%a187) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r188 = "test.broadcastable"(%a188) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r189 = "test.broadcastable"(%a189) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r190 = "test.broadcastable"(%a190) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r191 = "test.broadcastable"(%a191) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r192 = "test.broadcastable"(%a192) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r193 = "test.broadcastable"(%a193) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r194 = "test.broadcastable"(%a194) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r195 = "test.broadcastable"(%a195) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r196 = "test.broadcastable"(%a196) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r197 = "test.broadcastable"(%a197) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r198 = "test.broadcastable"(%a198) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
// -----
%r199 = "test.broadcastable"(%a199) : (tensor<4xi32>) -> tensor<4xi32>
%oops = )
